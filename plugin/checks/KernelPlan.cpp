//===- KernelPlan.cpp - One model of each kernel --------------------------===//

#include "KernelPlan.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Stmt.h"

#include <algorithm>

using namespace clang;

namespace oxide::plugin {
namespace {

/// Whether \p S holds an `[[oxide::unsafe]]` block (the body's own; not the
/// functions it calls).
bool holdsUnsafeBlock(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *A = dyn_cast<AttributedStmt>(S); A && attrs::isUnsafeBlock(*A))
    return true;
  for (const Stmt *Child : S->children())
    if (holdsUnsafeBlock(Child))
      return true;
  return false;
}

/// Whether \p T is an oxide::block_shared, or names one in a template whose
/// arguments are not known yet (`block_shared<float, Block>`).
bool isBlockSharedType(QualType T) {
  if (attrs::markedRecord(T, attrs::BlockSharedAnnotation))
    return true;
  const auto *TST = T.isNull() ? nullptr : T->getAs<TemplateSpecializationType>();
  const auto *CTD =
      TST ? dyn_cast_or_null<ClassTemplateDecl>(TST->getTemplateName().getAsTemplateDecl())
          : nullptr;
  return CTD && attrs::isMarkedRecord(*CTD->getTemplatedDecl(), attrs::BlockSharedAnnotation);
}

/// Whether \p S declares an oxide::block_shared (the body's own).
bool stagesBlockShared(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && isBlockSharedType(V->getType()))
        return true;
  for (const Stmt *Child : S->children())
    if (stagesBlockShared(Child))
      return true;
  return false;
}

/// Whether \p S calls an oxide collective directly (the body's own calls).
bool callsCollective(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *C = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *F = C->getDirectCallee();
        F && (attrs::hasFunctionMark(*F, attrs::BlockCollectiveAnnotation) ||
              attrs::hasFunctionMark(*F, attrs::WarpCollectiveAnnotation)))
      return true;
  for (const Stmt *Child : S->children())
    if (callsCollective(Child))
      return true;
  return false;
}

std::unique_ptr<KernelPlan> makePlan(const FunctionDecl &FD, const ASTContext &Ctx) {
  auto P = std::make_unique<KernelPlan>();
  P->Decl = &FD;
  for (const FunctionDecl *R : FD.redecls())
    P->Redecls.push_back(R);
  std::reverse(P->Redecls.begin(), P->Redecls.end()); // redecls() starts at the latest
  P->Params = attrs::classifyKernelParams(FD);
  P->Info = attrs::kernelInfo(FD, Ctx);
  P->Contract = attrs::readContract(FD, Ctx);
  P->Global = FD.hasAttr<CUDAGlobalAttr>();
  P->Oxide = attrs::isOxideKernel(FD);
  P->Raw = attrs::isRawKernel(FD);
  P->UncheckedIndexing = attrs::hasUncheckedIndexing(FD);
  P->HoldsUnsafeBlock = holdsUnsafeBlock(FD.getBody());
  P->StagesBlockShared = stagesBlockShared(FD.getBody());
  P->CallsCollective = callsCollective(FD.getBody());
  return P;
}

} // namespace

const KernelPlan &KernelPlans::of(const FunctionDecl &FD) {
  std::unique_ptr<KernelPlan> &P = Plans[&FD];
  if (!P)
    P = makePlan(FD, Ctx);
  return *P;
}

std::vector<const KernelPlan *> KernelPlans::of(const std::vector<const FunctionDecl *> &Decls) {
  std::vector<const KernelPlan *> Out;
  for (const FunctionDecl *FD : Decls)
    Out.push_back(&of(*FD));
  return Out;
}

} // namespace oxide::plugin
