//===- UncheckedIndexing.h - [[oxide::unchecked_indexing]] --------*- C++ -*-===//
//
// A kernel marked [[oxide::unchecked_indexing]] loses the check behind `a[i]`
// on oxide slices, in its own body and in every function of this file it
// calls, and nowhere else. oxide-rewrite does it with text:
//   - in the kernel, `a[i]` becomes `::oxide::detail::unchecked_at(a, i)`;
//   - a helper that indexes slices (itself or further down its calls) gets an
//     unchecked copy, `__oxide_unchecked_<name>`, written right after it
//     (and after each earlier declaration), and the kernel and the copies
//     call the copies. The original helper is untouched, so a kernel without
//     the flag that calls it keeps its checks: the flag never leaks.
// What it cannot copy (a member function, a lambda defined outside the
// kernel, a function from another file, an index written by a macro) is
// refused with an error that says which and why.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_UNCHECKEDINDEXING_H
#define OXIDE_REWRITER_UNCHECKEDINDEXING_H

#include "Diagnostics.h"
#include "KernelPlan.h"

#include "clang/AST/ASTContext.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <string>

namespace oxide::rewriter {

class MacroGuard;

/// The prefix of the unchecked copy of a helper.
inline constexpr llvm::StringLiteral UncheckedPrefix = "__oxide_unchecked_";

/// Applies the edits to \p R, which already holds the attribute blanking (it
/// keeps lengths, so the copies are taken from the blanked text). Reports
/// errors through \p Report. \p QuotedPath names the user's file in
/// the #line directives around each copy.
/// Refuses [[oxide::unchecked_indexing]] kernels defined outside the main
/// file: the edits land in the main file only, at the same byte offsets.
/// True when one was refused.
bool refuseUncheckedKernelsOutsideMainFile(clang::ASTContext &Ctx, plugin::KernelPlans &Plans,
                                           plugin::Reporter &Report);

void rewriteUncheckedIndexing(clang::ASTContext &Ctx, plugin::KernelPlans &Plans,
                              plugin::Reporter &Report, clang::Rewriter &R,
                              const std::string &QuotedPath, const MacroGuard &Guard);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_UNCHECKEDINDEXING_H
