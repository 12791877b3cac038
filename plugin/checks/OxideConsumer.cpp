//===- OxideConsumer.cpp - Run every oxide check on a TU ------------------===//

#include "OxideConsumer.h"
#include "Checks.h"
#include "TrustedCode.h"
#include "UserCodeVisitor.h"
#include "UserTraversalScope.h"

#include "clang/AST/RecursiveASTVisitor.h"

#include <optional>

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

} // namespace

void OxideConsumer::HandleTranslationUnit(ASTContext &Ctx) {
  R = std::make_unique<Reporter>(Ctx.getDiagnostics(), Ctx.getLangOpts(), Opts);
  Plans = std::make_unique<KernelPlans>(Ctx);
  if (!Opts.UntrustedInputs.empty()) {
    const SourceManager &SM = Ctx.getSourceManager();
    R->error(Check::TrustedInputs, SM.getLocForStartOfFile(SM.getMainFileID()),
             "oxide cannot check a compile that %0: a header's path would no longer say whose "
             "code it is; drop the flag")
        << Opts.UntrustedInputs;
    return;
  }
  if (Opts.UserMacros)
    checkUserMacros(*Opts.UserMacros, Opts.WithCachedHeader, Ctx.getSourceManager(), *R);
  const TrustedCode Trusted(Ctx.getSourceManager(), Opts.TrustedDirs);
  // oxide-rewrite holds the narrowed scope for its own walks: kept.
  std::optional<UserTraversalScope> Scope;
  if (!UserTraversalScope::isNarrowed(Ctx))
    Scope.emplace(Ctx, Trusted);
  FunctionCollector C(Ctx, Trusted);
  C.run();
  for (const FunctionDecl *FD : C.Functions)
    checkDeclaration(*FD);
  checkUncheckedIndexingMacro(PP, *R);
  checkTranslationUnit(Ctx, Trusted);
}

void OxideConsumer::checkDeclaration(const FunctionDecl &FD) {
  checkKernelAttributes(FD, *R);
  checkLaunchContract(*Plans, FD, *R);
  checkAliasingParams(FD, *R);
  checkUncheckedParams(FD, *R);
  remarkKernelInputs(*Plans, FD, *R);
}

void OxideConsumer::checkTranslationUnit(ASTContext &Ctx, const TrustedCode &Trusted) {
  checkWitnessEscape(Ctx, *R, Trusted);
  checkUnsafeScope(Ctx, *R, Trusted);
  checkSafeSubset(Ctx, *R, Trusted);
  checkOxideSpecializations(Ctx, *R, Trusted);
  checkOxideMarks(Ctx, *R, Trusted);
  checkSafetyComments(Ctx, *R, Trusted);
  checkChevronLaunches(Ctx, *R, Trusted);
  checkKernelAddresses(Ctx, *R, Trusted);
}

} // namespace oxide::plugin
