//===- UserCodeVisitor.h - Walk the user's code, instantiations included -*- C++ -*-===//
//
// The whole-TU checks (witness escape, unsafe scope, SAFETY comments, raw
// shared writes) look at every function the user wrote, and at every
// template instantiation of it, since only an instantiation has the real
// types. System headers (the CUDA toolkit, libcu++, the C++ library) are
// skipped: their code is not the user's to fix.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_USERCODEVISITOR_H
#define OXIDE_PLUGIN_USERCODEVISITOR_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace oxide::plugin {

template <class Derived>
class UserCodeVisitor : public clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;

public:
  explicit UserCodeVisitor(clang::ASTContext &Ctx) : Ctx(Ctx) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(clang::Decl *D) {
    if (D && !clang::isa<clang::TranslationUnitDecl>(D) && inSystemHeader(D->getLocation()))
      return true;
    return Base::TraverseDecl(D);
  }

  void run() { this->TraverseDecl(Ctx.getTranslationUnitDecl()); }

protected:
  bool inSystemHeader(clang::SourceLocation L) const {
    return L.isValid() &&
           Ctx.getSourceManager().isInSystemHeader(Ctx.getSourceManager().getExpansionLoc(L));
  }

  clang::ASTContext &Ctx;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_USERCODEVISITOR_H
