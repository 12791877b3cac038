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
//     type): they run nothing, but for the lambdas written in them;
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

/// A member of a non-generic lambda's closure class (its call operator, its
/// static invoker, its conversion to a function pointer): code written where
/// the lambda is written, walked there rather than as its own function.
inline const clang::CXXMethodDecl *nonGenericLambdaMember(const clang::FunctionDecl &FD) {
  const auto *M = llvm::dyn_cast<clang::CXXMethodDecl>(&FD);
  return M && M->getParent()->isLambda() && !M->getDescribedFunctionTemplate() &&
                 !M->getPrimaryTemplate()
             ? M
             : nullptr;
}

template <class Derived> class SafeWalker : public clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;

public:
  SafeWalker(const TrustedCode &Trusted, bool StartsUnsafe)
      : Trusted(Trusted), UnsafeDepth(StartsUnsafe ? 1 : 0) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  /// Walks \p FD, the root; nested functions are left to their own walk.
  bool walk(const clang::FunctionDecl &FD) {
    Root = &FD;
    if (!Base::TraverseDecl(const_cast<clang::FunctionDecl *>(&FD)))
      return false;
    // Without implicit code the visitor skips an implicit constructor, and
    // a constructor's unwritten initializers: the default member
    // initializers they run are the user's code.
    const auto *Ctor = llvm::dyn_cast<clang::CXXConstructorDecl>(&FD);
    if (!Ctor || this->getDerived().shouldVisitImplicitCode())
      return true;
    for (clang::CXXCtorInitializer *Init : Ctor->inits())
      if (!Init->isWritten() && !this->getDerived().TraverseConstructorInitializer(Init))
        return false;
    return true;
  }

  bool TraverseDecl(clang::Decl *D) {
    if (const auto *FD = llvm::dyn_cast_or_null<clang::FunctionDecl>(D);
        FD && D != Root && !isLambdaBody(*FD))
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

  // Unevaluated operands run nothing, except the body of a lambda written
  // in one: `decltype([] { ... }){}()` calls it.
  bool TraverseUnaryExprOrTypeTraitExpr(clang::UnaryExprOrTypeTraitExpr *E) {
    return E->isArgumentType() || walkLambdasIn(E->getArgumentExpr());
  }
  bool TraverseDecltypeTypeLoc(clang::DecltypeTypeLoc TL, bool = false) {
    return walkLambdasIn(TL.getUnderlyingExpr());
  }
  bool TraverseCXXNoexceptExpr(clang::CXXNoexceptExpr *E) { return walkLambdasIn(E->getOperand()); }
  bool TraverseCXXTypeidExpr(clang::CXXTypeidExpr *E) {
    if (E->isPotentiallyEvaluated())
      return Base::TraverseCXXTypeidExpr(E);
    return E->isTypeOperand() || walkLambdasIn(E->getExprOperand());
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
  // An implicit constructor (`handle h;`) runs the default member
  // initializers of its class; its other implicit initializers are the
  // members' own constructors, reached as calls.
  bool TraverseConstructorInitializer(clang::CXXCtorInitializer *Init) {
    if (!Init->isWritten())
      if (auto *D = llvm::dyn_cast_or_null<clang::CXXDefaultInitExpr>(Init->getInit()))
        return this->TraverseStmt(D);
    return Base::TraverseConstructorInitializer(Init);
  }
  bool TraverseCXXDefaultInitExpr(clang::CXXDefaultInitExpr *E) {
    if (!this->getDerived().WalkUpFromCXXDefaultInitExpr(E))
      return false;
    return Trusted.isTrusted(E->getField()->getLocation()) || this->TraverseStmt(E->getExpr());
  }

protected:
  bool inUnsafe() const { return UnsafeDepth > 0; }

  /// A non-generic lambda's call operator is part of the function that
  /// writes the lambda: a walk of implicit code reaches it through the
  /// closure class (RecursiveASTVisitor's implicit model), and must walk it
  /// there, or what the body calls is never reached.
  static bool isLambdaBody(const clang::FunctionDecl &FD) {
    const clang::CXXMethodDecl *M = nonGenericLambdaMember(FD);
    return M && M->getParent()->getLambdaCallOperator() == M;
  }

  /// Walks the outermost lambdas written inside the unevaluated \p E.
  bool walkLambdasIn(clang::Expr *E) {
    struct Finder : clang::RecursiveASTVisitor<Finder> {
      llvm::SmallVector<clang::LambdaExpr *, 2> Found;
      bool TraverseLambdaExpr(clang::LambdaExpr *L) {
        Found.push_back(L);
        return true;
      }
    } F;
    F.TraverseStmt(E);
    for (clang::LambdaExpr *L : F.Found)
      if (!this->getDerived().TraverseLambdaExpr(L))
        return false;
    return true;
  }

  const TrustedCode &Trusted;
  const clang::FunctionDecl *Root = nullptr;

private:
  unsigned UnsafeDepth;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_SAFEWALK_H
