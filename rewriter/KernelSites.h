//===- KernelSites.h - Which kernels get a launcher, and where --*- C++ -*-===//
//
// Every oxide kernel the translation unit declares gets its launcher
// (oxide::kernel_traits<&K>) in the file oxide-rewrite writes, wherever the
// kernel's declarations are: in this file, or only in a header it includes
// (the header/.cu split). The launcher goes right after the first
// declaration a launch could follow: the first one in this file, or the
// `#include` line that brings in a header's.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_KERNELSITES_H
#define OXIDE_REWRITER_KERNELSITES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <string>
#include <vector>

namespace oxide::rewriter {

struct KernelSite {
  /// What the launcher describes: the definition when the translation unit
  /// has one (its parameter names are the ones `requires` and the entry
  /// use), else the latest declaration (which carries every attribute).
  const clang::FunctionDecl *Kernel = nullptr;
  /// Where the launcher goes, in the main file; invalid when there is no
  /// such place (a declaration inside a function, or from the command line).
  clang::SourceLocation At;
  /// `} } ` and `namespace a { namespace b { `: the main file's namespaces
  /// open at At, closed around the launcher.
  std::string Close, Reopen;
};

/// The kernels (not templates: their explicit instantiations are) declared
/// anywhere in the translation unit outside oxide's own headers, in source
/// order of their first declarations.
std::vector<KernelSite> findKernelSites(const clang::ASTContext &Ctx);

/// The site of one explicit instantiation of a kernel template, placed after
/// its `template __global__ void k<T>(...);` (or after the `#include` of the
/// header that holds it).
KernelSite instantiationSite(const clang::FunctionDecl &Spec, const clang::ASTContext &Ctx);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_KERNELSITES_H
