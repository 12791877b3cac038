//===- Annotations.cpp - How oxide attributes live on the AST -------------===//

#include "oxide/attrs/Annotations.h"

using namespace clang;

namespace oxide::attrs {

const AnnotateAttr *findAnnotation(const Decl &D, llvm::StringRef Name) {
  for (const auto *A : D.specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == Name)
      return A;
  return nullptr;
}

bool isOxideKernel(const Decl &D) {
  return findAnnotation(D, KernelAnnotation) || findAnnotation(D, RawKernelAnnotation);
}

bool isRawKernel(const Decl &D) { return findAnnotation(D, RawKernelAnnotation); }

bool hasLaunchContract(const Decl &D) { return findAnnotation(D, LaunchContractAnnotation); }

bool hasUncheckedIndexing(const Decl &D) {
  return findAnnotation(D, UncheckedIndexingAnnotation);
}

llvm::SmallVector<const StringLiteral *, 2> getLaunchContractStrings(const Decl &D) {
  llvm::SmallVector<const StringLiteral *, 2> Out;
  const AnnotateAttr *A = findAnnotation(D, LaunchContractAnnotation);
  if (!A)
    return Out;
  for (const Expr *E : A->args()) {
    // Sema::CreateAnnotationAttr wraps each argument in a ConstantExpr.
    if (const auto *CE = dyn_cast<ConstantExpr>(E))
      E = CE->getSubExpr();
    if (const auto *SL = dyn_cast<StringLiteral>(E->IgnoreParenImpCasts()))
      Out.push_back(SL);
  }
  return Out;
}

} // namespace oxide::attrs
