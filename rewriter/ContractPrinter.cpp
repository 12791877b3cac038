//===- ContractPrinter.cpp - oxide-rewrite -print-contracts ---------------===//

#include "ContractPrinter.h"

#include "oxide/attrs/Annotations.h"
#include "oxide/contract/Contract.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace oxide::rewriter {
namespace {

class Printer : public RecursiveASTVisitor<Printer> {
public:
  Printer(ASTContext &Ctx, plugin::KernelPlans &Plans, llvm::raw_ostream &OS)
      : Ctx(Ctx), Plans(Plans), OS(OS) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isDependentContext() || !attrs::isOxideKernel(*FD))
      return true;
    const contract::LaunchContract *C = Plans.of(*FD).validContract();
    if (!C)
      return true;
    FD->getNameForDiagnostic(OS, Ctx.getPrintingPolicy(), /*Qualified=*/true);
    OS << ": " << contract::describe(*C) << "\n";
    return true;
  }

private:
  ASTContext &Ctx;
  plugin::KernelPlans &Plans;
  llvm::raw_ostream &OS;
};

} // namespace

void printContracts(ASTContext &Ctx, plugin::KernelPlans &Plans, llvm::raw_ostream &OS) {
  Printer(Ctx, Plans, OS).TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace oxide::rewriter
