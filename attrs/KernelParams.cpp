//===- KernelParams.cpp - Classify an oxide kernel's parameters -----------===//

#include "oxide/attrs/KernelParams.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace oxide::attrs {

/// True when \p D sits directly in the top-level namespace `oxide` (inline
/// namespaces in between are allowed, as libraries version with them).
static bool isInOxideNamespace(const Decl &D) {
  const DeclContext *DC = D.getDeclContext();
  while (DC && DC->isInlineNamespace())
    DC = DC->getParent();
  const auto *NS = dyn_cast_or_null<NamespaceDecl>(DC);
  if (!NS || !NS->getIdentifier() || NS->getName() != "oxide")
    return false;
  return NS->getDeclContext()->getRedeclContext()->isTranslationUnit();
}

std::optional<SliceLikeInfo> getSliceLike(QualType T) {
  if (T.isNull())
    return std::nullopt;
  T = T.getCanonicalType().getUnqualifiedType();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!Spec || !isInOxideNamespace(*Spec->getSpecializedTemplate()))
    return std::nullopt;
  llvm::StringRef Name = Spec->getSpecializedTemplate()->getName();
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Name == "slice" && Args.size() == 1)
    return SliceLikeInfo{false, Args[0].getAsType(), QualType()};
  if (Name == "disjoint_slice" && Args.size() == 2)
    return SliceLikeInfo{true, Args[0].getAsType(), Args[1].getAsType()};
  // Written by any thread, atomically: an output to the overlap check.
  if (Name == "atomic_slice" && Args.size() == 1)
    return SliceLikeInfo{true, Args[0].getAsType(), QualType()};
  return std::nullopt;
}

ParamKind classifyParamType(QualType T) {
  if (T.isNull() || T->isDependentType())
    return ParamKind::Other;
  if (getSliceLike(T))
    return ParamKind::SliceLike;
  T = T.getCanonicalType().getUnqualifiedType();
  const auto *BT = dyn_cast<BuiltinType>(T.getTypePtr());
  if (!BT || !BT->isInteger() || BT->isBooleanType())
    return ParamKind::Other;
  // Plain char's signedness is the target's choice and char8/16/32_t are
  // text: none of them is a size.
  switch (BT->getKind()) {
  case BuiltinType::Char_U:
  case BuiltinType::Char_S:
  case BuiltinType::WChar_U:
  case BuiltinType::WChar_S:
  case BuiltinType::Char8:
  case BuiltinType::Char16:
  case BuiltinType::Char32:
  // requires evaluates in u64; 128-bit values do not fit.
  case BuiltinType::Int128:
  case BuiltinType::UInt128:
    return ParamKind::Other;
  default:
    break;
  }
  return BT->isUnsignedInteger() ? ParamKind::UnsignedScalar : ParamKind::SignedScalar;
}

bool hasRuntimeWidth(const SliceLikeInfo &S) {
  if (!S.Disjoint || S.Space.isNull())
    return false;
  const CXXRecordDecl *RD = S.Space.getCanonicalType()->getAsCXXRecordDecl();
  if (!RD)
    return false;
  const Decl *Named = RD;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    Named = Spec->getSpecializedTemplate();
  const auto *ND = cast<NamedDecl>(Named);
  return isInOxideNamespace(*ND) &&
         (ND->getName() == "runtime_index2d" || ND->getName() == "block_transposed2d" ||
          ND->getName() == "runtime_row_major_tiles" || ND->getName() == "block_row" ||
          ND->getName() == "warp_row");
}

const CXXRecordDecl *byValueStruct(QualType T) {
  if (T.isNull() || T->isDependentType() || T->isReferenceType() || getSliceLike(T))
    return nullptr;
  const CXXRecordDecl *RD = T.getCanonicalType()->getAsCXXRecordDecl();
  if (!RD || RD->isUnion() || !RD->hasDefinition())
    return nullptr;
  return RD->getDefinition();
}

llvm::SmallVector<KernelParam, 8> classifyKernelParams(const FunctionDecl &FD) {
  llvm::SmallVector<KernelParam, 8> Out;
  for (const ParmVarDecl *P : FD.parameters()) {
    KernelParam KP;
    KP.Decl = P;
    KP.Name = P->getName().str();
    KP.Slice = getSliceLike(P->getType());
    KP.Kind = KP.Slice ? ParamKind::SliceLike : classifyParamType(P->getType());
    Out.push_back(std::move(KP));
  }
  return Out;
}

} // namespace oxide::attrs
