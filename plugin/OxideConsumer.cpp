//===- OxideConsumer.cpp - Run every oxide check on a TU ------------------===//

#include "OxideConsumer.h"
#include "Checks.h"
#include "TrustedCode.h"
#include "UserCodeVisitor.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace oxide::plugin {
namespace {

/// The functions with attributes outside trusted code (TrustedCode.h): a
/// user's kernels and the templates instantiated from them. Trusted
/// headers are not entered (UserCodeVisitor): walking every libcu++ and
/// toolkit declaration was most of the checks' time (docs/build.md,
/// "Build cost").
class FunctionCollector : public UserCodeVisitor<FunctionCollector> {
public:
  using UserCodeVisitor::UserCodeVisitor;
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->hasAttrs())
      Functions.push_back(FD);
    return true;
  }
  std::vector<const FunctionDecl *> Functions;
};

/// The checks ask for parents (ASTContext::getParents) of user code only.
/// The parent map is built over the traversal scope, so it is narrowed to
/// the top-level declarations outside trusted code while the checks run:
/// the whole-TU map was built over every header declaration, and was the
/// largest single cost of a check run. Restored after.
class UserTraversalScope {
public:
  UserTraversalScope(ASTContext &Ctx, const TrustedCode &Trusted) : Ctx(Ctx) {
    std::vector<Decl *> User;
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (!Trusted.isTrusted(*D))
        User.push_back(D);
    addUserPatternInstantiations(User);
    Ctx.setTraversalScope(User);
  }
  ~UserTraversalScope() { Ctx.setTraversalScope({Ctx.getTranslationUnitDecl()}); }

private:
  /// A user's partial specialization of a trusted class template
  /// (`cuda::std::numeric_limits<my<T>>`) is user code, but its
  /// instantiations hang off the trusted primary template, outside the
  /// scope: each is added, or its body would have no parents and the
  /// checks that read them would see nothing (a dangling pointer passed).
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
        if (S->getSpecializedTemplateOrPartial().dyn_cast<ClassTemplatePartialSpecializationDecl *>() == P)
          Scope.push_back(S);
  }

  ASTContext &Ctx;
};

} // namespace

void OxideConsumer::HandleTranslationUnit(ASTContext &Ctx) {
  Reporter R(Ctx.getDiagnostics(), Ctx.getLangOpts(), Opts);
  const TrustedCode Trusted(Ctx.getSourceManager(), Opts.TrustedDirs);
  const UserTraversalScope Scope(Ctx, Trusted);
  FunctionCollector C(Ctx, Trusted);
  C.run();
  for (const FunctionDecl *FD : C.Functions) {
    checkKernelAttributes(*FD, R);
    checkLaunchContract(*FD, R);
    checkAliasingParams(*FD, R);
    checkUncheckedParams(*FD, R);
    remarkKernelInputs(*FD, R);
  }
  checkUncheckedIndexingMacro(PP, R);
  checkWitnessEscape(Ctx, R, Trusted);
  checkUnsafeScope(Ctx, R, Trusted);
  checkSafeSubset(Ctx, R, Trusted);
  checkOxideSpecializations(Ctx, R, Trusted);
  checkSafetyComments(Ctx, R, Trusted);
  checkChevronLaunches(Ctx, R, Trusted);
  checkKernelAddresses(Ctx, R, Trusted);
}

} // namespace oxide::plugin
