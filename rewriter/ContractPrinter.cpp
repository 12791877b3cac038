//===- ContractPrinter.cpp - oxide-rewrite -print-contracts ---------------===//

#include "ContractPrinter.h"

#include "oxide/attrs/Annotations.h"
#include "oxide/attrs/ContractFromDecl.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace oxide::rewriter {
namespace {

class Printer : public RecursiveASTVisitor<Printer> {
public:
  Printer(ASTContext &Ctx, llvm::raw_ostream &OS) : Ctx(Ctx), OS(OS) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isDependentContext() || !attrs::isOxideKernel(*FD))
      return true;
    std::optional<attrs::DeclContract> D = attrs::readContract(*FD, Ctx);
    if (!D || !D->Diags.empty())
      return true;
    FD->getNameForDiagnostic(OS, Ctx.getPrintingPolicy(), /*Qualified=*/true);
    OS << ": " << contract::describe(D->Contract) << "\n";
    return true;
  }

private:
  ASTContext &Ctx;
  llvm::raw_ostream &OS;
};

} // namespace

void printContracts(ASTContext &Ctx, llvm::raw_ostream &OS) {
  Printer(Ctx, OS).TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace oxide::rewriter
