//===- WriteTargets.h - Which named objects an expression writes -*- C++ -*-===//
//
// Shared by the aliasing-parameter check (does the kernel write through this
// parameter?) and the raw-shared-write check (does this statement write a
// __shared__ array?).
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_WRITETARGETS_H
#define OXIDE_PLUGIN_WRITETARGETS_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"

namespace oxide::plugin {

/// The variable or parameter whose storage \p E designates or points into:
/// `v`, `v[i]`, `v.m`, `*(v + i)`, `v->m`, `v.data()[i]` all give `v`.
/// Null when there is no single named root (a call result, a ternary).
const clang::ValueDecl *storageRoot(const clang::Expr *E);

/// The roots \p E writes, or lets its callee write, as one node: the target
/// of an assignment or `++`/`--`, an address taken with `&`, an argument
/// passed as a pointer or reference to non-const, and the object of a
/// non-const member call.
llvm::SmallVector<const clang::ValueDecl *, 2> writtenRoots(const clang::Expr *E);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_WRITETARGETS_H
