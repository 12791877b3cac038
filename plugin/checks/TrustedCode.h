//===- TrustedCode.h - Which code oxide trusts and which it checks -*- C++ -*-===//
//
// The safe context is checked as written, wherever it is: the main file, a
// header, code after a `# 1 "..." 3` line marker or a
// `#pragma clang system_header`. Only four places are trusted: the CUDA
// toolkit's headers (libcu++ included), clang's own CUDA headers (the
// resource directory), the host C++ standard library (libcu++ forwards to
// it), and oxide's device library. Other system headers (/usr/include, a
// third-party library) are checked like the user's. Trust is decided by the
// real path of the file a declaration is in, never by the "system header"
// flag, which line markers and pragmas let any file set, and never by a
// file's name alone: the toolkit is the one oxide was built with, the
// standard library the system's (/usr/include, /usr/lib/gcc, /usr/lib/llvm-N),
// the resource directory clang's own, and oxide's headers those beside the
// tool that runs (or its build tree). The file being compiled is never
// trusted, and under a virtual file system or a remapped file nothing is.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_TRUSTEDCODE_H
#define OXIDE_PLUGIN_TRUSTEDCODE_H

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
} // namespace clang

namespace oxide::plugin {

/// The trusted directories for this compile: the resource directory, each
/// header search directory that holds cuda_runtime.h (the toolkit's
/// include/) or the C++ standard library's headers, and oxide's include/oxide next to \p
/// DeviceLibInclude and in the tree this build came from. Why a path in this compile may not be the
/// file it names, or "": a virtual file system, a remapped file, a precompiled header other than
/// oxide-rewrite's own (\p IsOwnPch), a module file or map. A trusted path may then hold
/// anything, so the checks refuse the file (OxideConsumer.cpp).
std::string untrustedInputs(const clang::CompilerInstance &CI,
                            llvm::function_ref<bool(llvm::StringRef)> IsOwnPch = nullptr);

std::vector<std::string> trustedDirectories(const clang::CompilerInstance &CI,
                                            llvm::StringRef DeviceLibInclude = "");

/// \p Dirs and the system's C headers (/usr/include): whose macros are not
/// the user's (the standard library expands glibc's FP_NAN), though glibc's
/// code is checked like any other.
std::vector<std::string> withSystemHeaders(std::vector<std::string> Dirs);

class TrustedCode {
public:
  TrustedCode(const clang::SourceManager &SM, std::vector<std::string> Dirs);

  /// True when \p Loc (its expansion, in its real file) is in a trusted
  /// directory. Invalid and built-in locations (builtins, the predefines)
  /// are trusted: no user wrote them.
  bool isTrusted(clang::SourceLocation Loc) const;
  bool isTrusted(const clang::Decl &D) const;
  /// True when the file at \p RealPath (a real path) is in a trusted directory.
  bool isTrustedPath(llvm::StringRef RealPath) const;
  /// For trusted code: the path of \p D's file inside the CUDA toolkit's
  /// include/ when it is a library there whose effects oxide does not know
  /// (NCCL's device API, CUB, Thrust, cooperative groups' details, cccl's
  /// cuda:: outside cuda::std), else "". The toolkit's own headers (the math
  /// and intrinsics, crt/) and libcu++'s cuda/std are known: the Tier-2 and
  /// library-call rules name what in them is not safe.
  std::string unknownLibraryFile(const clang::Decl &D) const;

private:
  std::string realPathOf(clang::FileID FID) const;

  const clang::SourceManager &SM;
  std::vector<std::string> Dirs;
  mutable llvm::DenseMap<clang::FileID, bool> Cache;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_TRUSTEDCODE_H
