//===- KernelMap.cpp - Where each kernel of a file is defined -------------===//

#include "KernelMap.h"

#include "clang/AST/Attr.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace oxide::rewriter {

using namespace clang;

namespace {

class KernelFinder : public RecursiveASTVisitor<KernelFinder> {
public:
  KernelFinder(ASTContext &Ctx, plugin::KernelPlans &Plans)
      : Ctx(Ctx), Plans(Plans), Mangler(Ctx.createMangleContext()) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    const SourceManager &SM = Ctx.getSourceManager();
    if (!FD->hasAttr<CUDAGlobalAttr>() || !FD->isThisDeclarationADefinition() ||
        FD->isDependentContext() || !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
      return true;
    llvm::raw_string_ostream OS(Out);
    Mangler->mangleName(GlobalDecl(FD, KernelReferenceKind::Kernel),
                        OS); // the device symbol, not the host stub
    const PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(FD->getLocation()));
    OS << '\t' << P.getFilename() << ':' << P.getLine() << ':' << P.getColumn() << '\t'
       << bounds(*FD) << '\n';
    return true;
  }

  std::string Out;

private:
  std::string bounds(const FunctionDecl &FD) {
    const SourceManager &SM = Ctx.getSourceManager();
    if (const auto *LB = FD.getAttr<CUDALaunchBoundsAttr>()) {
      CharSourceRange R = SM.getExpansionRange(LB->getRange());
      std::string Text = Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
      if (!Text.empty())
        return Text;
    }
    if (const contract::LaunchContract *C = Plans.of(FD).validContract(); C && C->Block) {
      const auto &B = *C->Block;
      return "block (" + std::to_string(B.X) + ", " + std::to_string(B.Y) + ", " +
             std::to_string(B.Z) + ")";
    }
    return "-";
  }

  ASTContext &Ctx;
  plugin::KernelPlans &Plans;
  std::unique_ptr<MangleContext> Mangler;
};

} // namespace

std::string emitKernelMap(ASTContext &Ctx, plugin::KernelPlans &Plans) {
  KernelFinder F(Ctx, Plans);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.Out;
}

} // namespace oxide::rewriter
