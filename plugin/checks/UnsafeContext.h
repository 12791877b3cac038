//===- UnsafeContext.h - Where unsafe code is allowed -----------*- C++ -*-===//
//
// Tracks, during a walk of the user's code, whether the current statement is
// inside an `[[oxide::unsafe]] { ... }` block (lambdas written inside one
// count as inside) or inside the body of an OXIDE_UNSAFE_FN function, and
// which oxide kernel's body it belongs to.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_UNSAFECONTEXT_H
#define OXIDE_PLUGIN_UNSAFECONTEXT_H

#include "UserCodeVisitor.h"

#include "oxide/attrs/Annotations.h"

#include "llvm/Support/SaveAndRestore.h"

namespace oxide::plugin {

template <class Derived> class UnsafeContextVisitor : public UserCodeVisitor<Derived> {
  using Base = UserCodeVisitor<Derived>;

public:
  using Base::Base;

  bool TraverseAttributedStmt(clang::AttributedStmt *S) {
    llvm::SaveAndRestore Guard(UnsafeDepth, UnsafeDepth + (attrs::isUnsafeBlock(*S) ? 1 : 0));
    return Base::TraverseAttributedStmt(S);
  }

  bool TraverseDecl(clang::Decl *D) {
    const auto *FD = llvm::dyn_cast_or_null<clang::FunctionDecl>(D);
    // A lambda's call operator is walked from its LambdaExpr, inside the
    // enclosing context; any other function starts a fresh one.
    if (!FD || llvm::isa<clang::CXXMethodDecl>(FD) &&
                   llvm::cast<clang::CXXMethodDecl>(FD)->getParent()->isLambda())
      return Base::TraverseDecl(D);
    llvm::SaveAndRestore Depth(UnsafeDepth, 0u);
    llvm::SaveAndRestore Fn(InUnsafeFn, attrs::isUnsafeApi(*FD));
    llvm::SaveAndRestore K(Kernel, attrs::isOxideKernel(*FD) ? FD : nullptr);
    return Base::TraverseDecl(D);
  }

protected:
  bool inUnsafeContext() const { return UnsafeDepth > 0 || InUnsafeFn; }
  /// The oxide kernel whose body is being walked, or null.
  const clang::FunctionDecl *currentKernel() const { return Kernel; }

private:
  unsigned UnsafeDepth = 0;
  bool InUnsafeFn = false;
  const clang::FunctionDecl *Kernel = nullptr;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_UNSAFECONTEXT_H
