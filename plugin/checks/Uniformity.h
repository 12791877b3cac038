//===- Uniformity.h - Values every thread of a block or warp shares -*- C++ -*-===//
//
// A collective (a barrier, a reduction, a broadcast) must be reached by
// every thread it names. The check (SafeUniformity.cpp) proves that from the
// conditions around each call; this analysis says which values a condition
// may use: those the same in every thread of the scope. Deny by default:
// anything not listed here may differ.
//   - literals, constant expressions, enumerators, constexpr variables;
//   - blockDim, gridDim, warpSize; blockIdx at block and warp scope;
//   - a kernel's parameters, and locals initialised from uniform values,
//     neither ever written after (no assignment, ++, address, non-const
//     reference);
//   - a for-loop's counter whose start and steps are uniform;
//   - oxide::uniform<T> values, and the result of oxide's collectives;
//   - fields, arithmetic, comparisons, casts and pure builtins (min, max,
//     fmaxf, ...) of those.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_UNIFORMITY_H
#define OXIDE_PLUGIN_UNIFORMITY_H

#include "TrustedCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>

namespace oxide::plugin {

/// The threads a value is the same in, or a collective names; each scope
/// lies inside the one before it, so a launch-uniform value is block- and
/// warp-uniform.
enum class Scope { Launch, Block, Warp };
llvm::StringRef scopeName(Scope S);

/// The scope of one of oxide's collectives (OXIDE_BLOCK_COLLECTIVE,
/// OXIDE_WARP_COLLECTIVE), or none.
std::optional<Scope> markedCollective(const clang::FunctionDecl &FD);
/// The scope of the CUDA collective called \p Name (__syncthreads,
/// shuffles, votes, warp reductions), or none.
std::optional<Scope> cudaCollectiveName(llvm::StringRef Name);
/// The scope of one of CUDA's own collectives, or none.
std::optional<Scope> cudaCollective(const clang::FunctionDecl &FD);
/// True for oxide::uniform<T> (through references and cv).
bool isUniformType(clang::QualType T);

/// Which values of one function are uniform. \p FD is the function (a
/// kernel, a helper, a lambda's call operator) whose locals it reads.
class Uniformity {
public:
  Uniformity(clang::ASTContext &Ctx, const clang::FunctionDecl &FD, const TrustedCode &Trusted);

  /// Null when \p E is the same in every thread of \p S that evaluates it;
  /// otherwise the part of \p E that may differ.
  const clang::Expr *varying(const clang::Expr &E, Scope S);

private:
  const clang::Expr *varyingVar(const clang::DeclRefExpr &Ref, const clang::VarDecl &V, Scope S);
  const clang::Expr *varyingCall(const clang::CallExpr &C, Scope S);
  const clang::Expr *varyingArgs(const clang::CallExpr &C, Scope S);
  const clang::Expr *varyingCounter(const clang::VarDecl &V, const clang::Stmt &Inc, Scope S);
  /// True when \p V is never written after its initialisation (its for
  /// statement's increment aside, when it is that loop's counter).
  bool stable(const clang::VarDecl &V);
  void findWrites();

  clang::ASTContext &Ctx;
  const clang::FunctionDecl &FD;
  const TrustedCode &Trusted;
  bool WritesKnown = false;
  llvm::DenseSet<const clang::VarDecl *> Written;
  /// Loop counters: the increment of the for statement that declares each.
  llvm::DenseMap<const clang::VarDecl *, const clang::Stmt *> Counters;
  /// Variables being evaluated: true while their counter steps are.
  llvm::DenseMap<const clang::VarDecl *, bool> InProgress;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_UNIFORMITY_H
