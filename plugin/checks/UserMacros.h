//===- UserMacros.h - User macros that rewrite trusted code -----*- C++ -*-===//
//
// Trusted headers (TrustedCode.h) are not checked: oxide relies on them as
// written. A macro the user defines before including one changes what it
// says: `#define check_failed() nop()` ahead of <oxide/oxide.cuh> turned
// every bounds trap of device_lib into nothing. So a user's macro (defined
// in a file that is not trusted) expanding in the code of a trusted header
// is refused (a macro of the system's C headers, /usr/include, is not the
// user's). So is a user's #define or #undef of a compiler's macro: one the
// compiler predefined in this compile, or one of a CUDA compiler's names
// (__NVCC__ under clang), which trusted headers test in their #if. Expansions in a header's `#if`
// are its configuration (NDEBUG, _GLIBCXX_ASSERTIONS) and stay allowed; -D macros are the build's,
// like the rest of its command line.
//
// With a precompiled header (oxide-rewrite's cache, ParseCache.h) the
// trusted headers were preprocessed before the file's own macros existed,
// while nvcc sees the file in order: a user macro defined before a trusted
// #include makes that parse unfaithful, and it is done again without the
// cached header.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_USERMACROS_H
#define OXIDE_PLUGIN_USERMACROS_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/PPCallbacks.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
} // namespace clang

namespace oxide::plugin {

struct UserMacroUses {
  struct Use {
    std::string Name;
    clang::SourceLocation Definition; ///< in a user file
    clang::SourceLocation Expansion;  ///< in a trusted header
  };
  std::vector<Use> InTrustedCode;
  /// A user's #define or #undef of a compiler's macro (__clang__, __NVCC__,
  /// __CUDA_ARCH__, ...): every header, oxide's included, decides from them
  /// what it compiles (config.cuh's marks vanish without __clang__).
  struct Directive {
    std::string Name;
    clang::SourceLocation At;
  };
  std::vector<Directive> CompilerMacros;
  /// A user macro was defined before an #include of a trusted header.
  bool DefinedBeforeTrustedInclude = false;
};

/// Records, as \p PP preprocesses, what UserMacroUses holds.
std::unique_ptr<clang::PPCallbacks> recordUserMacros(clang::Preprocessor &PP,
                                                     const std::vector<std::string> &TrustedDirs,
                                                     std::shared_ptr<UserMacroUses> Out);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_USERMACROS_H
