//===- Annotations.cpp - How oxide attributes live on the AST -------------===//

#include "oxide/attrs/Annotations.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"

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

bool hasUncheckedIndexing(const Decl &D) { return findAnnotation(D, UncheckedIndexingAnnotation); }

bool hasFunctionMark(const FunctionDecl &FD, llvm::StringRef Name) {
  for (const FunctionDecl *F = &FD; F; F = F->getTemplateInstantiationPattern()) {
    for (const FunctionDecl *R : F->redecls())
      if (findAnnotation(*R, Name))
        return true;
    if (F->getTemplateInstantiationPattern() == F)
      break;
  }
  return false;
}

bool isUnsafeApi(const FunctionDecl &FD) { return hasFunctionMark(FD, UnsafeApiAnnotation); }

bool hasParamMark(const FunctionDecl &FD, unsigned Index, llvm::StringRef Name) {
  for (const FunctionDecl *F = &FD; F; F = F->getTemplateInstantiationPattern()) {
    for (const FunctionDecl *R : F->redecls())
      if (Index < R->getNumParams() && findAnnotation(*R->getParamDecl(Index), Name))
        return true;
    if (F->getTemplateInstantiationPattern() == F)
      break;
  }
  return false;
}

bool isUnsafeBlock(const AttributedStmt &S) {
  for (const Attr *A : S.getAttrs())
    if (const auto *AA = dyn_cast<AnnotateAttr>(A); AA && AA->getAnnotation() == UnsafeAnnotation)
      return true;
  return false;
}

const CXXRecordDecl *markedRecord(QualType T, llvm::StringRef Name) {
  if (T.isNull())
    return nullptr;
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && isMarkedRecord(*RD, Name) ? RD : nullptr;
}

bool isMarkedRecord(const CXXRecordDecl &RD, llvm::StringRef Name) {
  if (findAnnotation(RD, Name))
    return true;
  const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(&RD);
  return Spec && findAnnotation(*Spec->getSpecializedTemplate()->getTemplatedDecl(), Name);
}

const CXXRecordDecl *witnessRecord(QualType T) {
  if (const CXXRecordDecl *W = markedRecord(T, WitnessAnnotation))
    return W;
  const CXXRecordDecl *Carrier = markedRecord(T, CarrierAnnotation);
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(Carrier);
  if (!Spec)
    return nullptr;
  for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
    if (A.getKind() == TemplateArgument::Type)
      if (const CXXRecordDecl *W = witnessRecord(A.getAsType()))
        return W;
  return nullptr;
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
