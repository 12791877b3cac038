//===- UserTraversalScope.cpp - The AST walks see the user's code only ----===//

#include "UserTraversalScope.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace oxide::plugin {
namespace {

/// A user's partial specialization of a trusted class template
/// (`cuda::std::numeric_limits<my<T>>`) is user code, but its
/// instantiations hang off the trusted primary template, outside the
/// scope: each is added, or its body would have no parents and the checks
/// that read them would see nothing (a dangling pointer passed).
void addUserPatternInstantiations(std::vector<Decl *> &Scope) {
  struct Finder : RecursiveASTVisitor<Finder> {
    std::vector<ClassTemplatePartialSpecializationDecl *> Partials;
    bool VisitClassTemplatePartialSpecializationDecl(ClassTemplatePartialSpecializationDecl *P) {
      Partials.push_back(P);
      return true;
    }
  } F;
  for (Decl *D : std::vector<Decl *>(Scope))
    F.TraverseDecl(D);
  for (ClassTemplatePartialSpecializationDecl *P : F.Partials)
    for (ClassTemplateSpecializationDecl *S : P->getSpecializedTemplate()->specializations())
      if (S->getSpecializedTemplateOrPartial()
              .dyn_cast<ClassTemplatePartialSpecializationDecl *>() == P)
        Scope.push_back(S);
}

} // namespace

UserTraversalScope::UserTraversalScope(ASTContext &Ctx, const TrustedCode &Trusted) : Ctx(Ctx) {
  std::vector<Decl *> User;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (!Trusted.isTrusted(*D))
      User.push_back(D);
  addUserPatternInstantiations(User);
  Ctx.setTraversalScope(User);
}

UserTraversalScope::~UserTraversalScope() { Ctx.setTraversalScope({Ctx.getTranslationUnitDecl()}); }

bool UserTraversalScope::isNarrowed(const ASTContext &Ctx) {
  const std::vector<Decl *> Scope = Ctx.getTraversalScope();
  return !(Scope.size() == 1 && isa<TranslationUnitDecl>(Scope.front()));
}

} // namespace oxide::plugin
