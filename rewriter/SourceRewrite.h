//===- SourceRewrite.h - The plain CUDA C++ oxide-rewrite writes -*- C++ -*-===//
#ifndef OXIDE_REWRITER_SOURCEREWRITE_H
#define OXIDE_REWRITER_SOURCEREWRITE_H

#include "clang/AST/ASTContext.h"

#include <string>

namespace oxide::rewriter {

struct Rewritten {
  std::string Source; ///< the .cu to compile
  std::string Header; ///< with WantHeader: the host-launcher header
  std::string KernelMap; ///< with --kernel-map: KernelMap.h
};

/// The main file as plain CUDA C++: every [[oxide::...]] attribute blanked
/// (newlines kept, so lines and columns still match the user's file), the
/// launch traits inserted after each kernel, and #line directives back to the
/// user's file. A file without oxide attributes comes back byte for byte.
/// With \p WantHeader, also the host launchers for .cpp callers.
/// [[oxide::unchecked_indexing]] kernels and the helpers they call are
/// rewritten (UncheckedIndexing.h); with \p UncheckedEverywhere the output
/// instead defines OXIDE_UNCHECKED_INDEXING, which drops the check behind
/// every `a[i]` on an oxide slice in this file. Errors go to Ctx's
/// diagnostics; the caller writes nothing then.
/// With \p AssumeFacts, each contracted kernel starts with OXIDE_ASSUME
/// statements for its `requires` relations (LauncherEmitter.h).
/// With \p KeepAttributes the [[oxide::...]] attributes stay: for a clang
/// build that loads the plugin, whose checks then run in that same compile.
Rewritten rewriteMainFile(clang::ASTContext &Ctx, bool WantHeader, bool UncheckedEverywhere,
                          bool AssumeFacts = true, bool KeepAttributes = false);

/// The generated blocks' `#line` directives, made real: each names the
/// output file itself at its own line, so an error in generated code points
/// at the line of \p OutputPath that holds it (a file that exists, which a
/// compiler's depfile may list).
void resolveSelfLines(std::string &Source, llvm::StringRef OutputPath);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_SOURCEREWRITE_H
