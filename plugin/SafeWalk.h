//===- SafeWalk.h - Walk one function of the safe context -------*- C++ -*-===//
//
// The walk both the reachability pass (SafeContext.cpp) and the safe-subset
// rules use over one function's body:
//   - it knows whether the current node is inside an [[oxide::unsafe]]
//     block (a lambda written inside one is inside it);
//   - it stays in this function: a nested function (a local class's method)
//     is its own entry of the safe context, and so is each instantiation of
//     a generic lambda (its pattern here has dependent types);
//   - it skips unevaluated operands (sizeof, decltype, noexcept, typeid of a
//     type): they run nothing;
//   - it walks the default arguments and default member initializers a call
//     or constructor uses: they run in this function, though written at the
//     callee.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_SAFEWALK_H
#define OXIDE_PLUGIN_SAFEWALK_H

#include "TrustedCode.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/SaveAndRestore.h"

namespace oxide::plugin {

template <class Derived>
class SafeWalker : public clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;

public:
  SafeWalker(const TrustedCode &Trusted, bool StartsUnsafe)
      : Trusted(Trusted), UnsafeDepth(StartsUnsafe ? 1 : 0) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  /// Walks \p FD, the root; nested functions are left to their own walk.
  bool walk(const clang::FunctionDecl &FD) {
    Root = &FD;
    return Base::TraverseDecl(const_cast<clang::FunctionDecl *>(&FD));
  }

  bool TraverseDecl(clang::Decl *D) {
    if (llvm::isa_and_nonnull<clang::FunctionDecl>(D) && D != Root)
      return true;
    if (const auto *FT = llvm::dyn_cast_or_null<clang::FunctionTemplateDecl>(D))
      return true;
    return Base::TraverseDecl(D);
  }

  bool TraverseAttributedStmt(clang::AttributedStmt *S) {
    llvm::SaveAndRestore Guard(UnsafeDepth, UnsafeDepth + (attrs::isUnsafeBlock(*S) ? 1 : 0));
    return Base::TraverseAttributedStmt(S);
  }

  bool TraverseLambdaExpr(clang::LambdaExpr *E) {
    if (!E->isGenericLambda())
      return Base::TraverseLambdaExpr(E);
    // Only the captures run here; each instantiation is walked on its own.
    for (clang::Expr *Init : E->capture_inits())
      if (Init && !this->TraverseStmt(Init))
        return false;
    return this->getDerived().WalkUpFromLambdaExpr(E);
  }

  // Unevaluated operands.
  bool TraverseUnaryExprOrTypeTraitExpr(clang::UnaryExprOrTypeTraitExpr *) { return true; }
  bool TraverseDecltypeTypeLoc(clang::DecltypeTypeLoc, bool = false) { return true; }
  bool TraverseCXXNoexceptExpr(clang::CXXNoexceptExpr *) { return true; }
  bool TraverseCXXTypeidExpr(clang::CXXTypeidExpr *E) {
    return E->isPotentiallyEvaluated() ? Base::TraverseCXXTypeidExpr(E) : true;
  }
  bool TraverseRequiresExpr(clang::RequiresExpr *) { return true; }
  bool TraverseConceptSpecializationExpr(clang::ConceptSpecializationExpr *) { return true; }

  // Code written at the callee that runs here. Trusted callees' defaults are
  // theirs (oxide's own).
  bool TraverseCXXDefaultArgExpr(clang::CXXDefaultArgExpr *E) {
    if (!this->getDerived().WalkUpFromCXXDefaultArgExpr(E))
      return false;
    return Trusted.isTrusted(E->getParam()->getLocation()) || this->TraverseStmt(E->getExpr());
  }
  bool TraverseCXXDefaultInitExpr(clang::CXXDefaultInitExpr *E) {
    if (!this->getDerived().WalkUpFromCXXDefaultInitExpr(E))
      return false;
    return Trusted.isTrusted(E->getField()->getLocation()) || this->TraverseStmt(E->getExpr());
  }

protected:
  bool inUnsafe() const { return UnsafeDepth > 0; }

  const TrustedCode &Trusted;
  const clang::FunctionDecl *Root = nullptr;

private:
  unsigned UnsafeDepth;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_SAFEWALK_H
