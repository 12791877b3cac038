//===- OxideConsumer.cpp - Run every oxide check on a TU ------------------===//

#include "OxideConsumer.h"
#include "Checks.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace oxide::plugin {
namespace {

class FunctionCollector : public RecursiveASTVisitor<FunctionCollector> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->hasAttrs())
      Functions.push_back(FD);
    return true;
  }
  std::vector<const FunctionDecl *> Functions;
};

} // namespace

void OxideConsumer::HandleTranslationUnit(ASTContext &Ctx) {
  Reporter R(Ctx.getDiagnostics(), Ctx.getLangOpts(), Opts);
  FunctionCollector C;
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const FunctionDecl *FD : C.Functions) {
    checkKernelAttributes(*FD, R);
    checkLaunchContract(*FD, R);
    checkAliasingParams(*FD, R);
    checkUncheckedParams(*FD, R);
    remarkKernelInputs(*FD, R);
  }
  checkUncheckedIndexingMacro(PP, R);
  const TrustedCode Trusted(Ctx.getSourceManager(), Opts.TrustedDirs);
  checkWitnessEscape(Ctx, R, Trusted);
  checkUnsafeScope(Ctx, R, Trusted);
  checkSafeSubset(Ctx, R, Trusted);
  checkOxideSpecializations(Ctx, R, Trusted);
  checkSafetyComments(Ctx, R, Trusted);
  checkChevronLaunches(Ctx, R, Trusted);
  checkKernelAddresses(Ctx, R, Trusted);
}

} // namespace oxide::plugin
