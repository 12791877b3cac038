//===- UserCodeVisitor.h - Walk the user's code, instantiations included -*- C++ -*-===//
//
// The whole-TU checks (witness escape, unsafe scope, SAFETY comments) look
// at every function the user wrote, and at every template instantiation of
// it, since only an instantiation has the real types. Trusted code (the CUDA
// toolkit, libcu++, oxide's headers: TrustedCode.h) is skipped; everything
// else is the user's, a header after `#pragma clang system_header` or a
// line marker included.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_USERCODEVISITOR_H
#define OXIDE_PLUGIN_USERCODEVISITOR_H

#include "TrustedCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace oxide::plugin {

template <class Derived> class UserCodeVisitor : public clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;

public:
  UserCodeVisitor(clang::ASTContext &Ctx, const TrustedCode &Trusted)
      : Ctx(Ctx), Trusted(Trusted) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(clang::Decl *D) {
    if (D && !clang::isa<clang::TranslationUnitDecl>(D) && Trusted.isTrusted(*D))
      return true;
    return Base::TraverseDecl(D);
  }

  void run() { this->TraverseDecl(Ctx.getTranslationUnitDecl()); }

protected:
  clang::ASTContext &Ctx;
  const TrustedCode &Trusted;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_USERCODEVISITOR_H
