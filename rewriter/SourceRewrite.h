//===- SourceRewrite.h - The plain CUDA C++ oxide-rewrite writes -*- C++ -*-===//
#ifndef OXIDE_REWRITER_SOURCEREWRITE_H
#define OXIDE_REWRITER_SOURCEREWRITE_H

#include "Diagnostics.h"
#include "KernelPlan.h"
#include "MacroGuard.h"
#include "OneSidedSignature.h"

#include "clang/AST/ASTContext.h"

#include <string>

namespace oxide::rewriter {

struct Rewritten {
  std::string Source;    ///< the .cu to compile
  std::string Header;    ///< with WantHeader: the host-launcher header
  std::string KernelMap; ///< with --kernel-map: KernelMap.h
};

struct RewriteOptions {
  bool WantHeader = false;          ///< also the host-launcher header
  bool UncheckedEverywhere = false; ///< define OXIDE_UNCHECKED_INDEXING in the output
  bool AssumeFacts = true;          ///< contract facts as OXIDE_ASSUME at kernel entries
  bool KeepAttributes = false;      ///< leave the [[oxide::...]] attributes in
};

/// The main file as plain CUDA C++: every [[oxide::...]] attribute blanked
/// (newlines kept, so lines and columns still match the user's file), the
/// launch traits inserted after each kernel, and #line directives back to the
/// user's file. A file without oxide attributes comes back byte for byte.
/// The emitters are passes over \p Plans (KernelPlan.h): launch traits,
/// the host header, each kernel entry's assumptions and block size, and
/// the unchecked copies.
/// With WantHeader, also the host launchers for .cpp callers.
/// [[oxide::unchecked_indexing]] kernels and the helpers they call are
/// rewritten (UncheckedIndexing.h); with UncheckedEverywhere the output
/// instead defines OXIDE_UNCHECKED_INDEXING, which drops the check behind
/// every `a[i]` on an oxide slice in this file. Errors go through
/// \p Report; the caller writes nothing then.
/// With AssumeFacts, each contracted kernel starts with OXIDE_ASSUME
/// statements for its `requires` relations (LauncherEmitter.h).
/// With KeepAttributes the [[oxide::...]] attributes stay: for a clang
/// build that loads the plugin, whose checks then run in that same compile.
Rewritten rewriteMainFile(clang::ASTContext &Ctx, plugin::KernelPlans &Plans,
                          plugin::Reporter &Report, const RewriteOptions &O,
                          const MacroGuard &Guard, const OneSidedSignature &Sides);

/// The generated blocks' `#line` directives, made real: each names the
/// output file itself at its own line, so an error in generated code points
/// at the line of \p OutputPath that holds it (a file that exists, which a
/// compiler's depfile may list).
void resolveSelfLines(std::string &Source, llvm::StringRef OutputPath);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_SOURCEREWRITE_H
