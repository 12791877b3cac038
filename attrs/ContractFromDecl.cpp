//===- ContractFromDecl.cpp - A kernel's contract, read off the AST -------===//

#include "oxide/attrs/ContractFromDecl.h"
#include "oxide/attrs/Annotations.h"
#include "oxide/attrs/KernelParams.h"

#include "clang/AST/Attr.h"

using namespace clang;

namespace oxide::attrs {

namespace {

/// A struct parameter's direct data members, for `d.w` in `requires`. Only
/// fields of the struct itself: a base's, or a member struct's, is not one
/// level deep.
std::vector<contract::ParamField> fieldsOf(const CXXRecordDecl &RD) {
  std::vector<contract::ParamField> Out;
  for (const FieldDecl *F : RD.fields()) {
    if (!F->getIdentifier())
      continue; // an anonymous struct or union member, or an unnamed bit-field
    const ParamKind Kind = classifyParamType(F->getType());
    Out.push_back({F->getName().str(), Kind == ParamKind::SliceLike ? ParamKind::Other : Kind,
                   F->getAccess() == AS_public || F->getAccess() == AS_none});
  }
  return Out;
}

/// \p T holds a long double anywhere: a field, a base, an array element, at
/// any depth. nvcc lays such a type out differently on the device.
bool holdsLongDouble(QualType T, unsigned Depth = 0) {
  T = T.getCanonicalType();
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType().getCanonicalType();
  if (T->isSpecificBuiltinType(BuiltinType::LongDouble) || Depth > 16)
    return true; // past 16 levels: assume the worst
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  for (const CXXBaseSpecifier &B : RD->bases())
    if (holdsLongDouble(B.getType(), Depth + 1))
      return true;
  return llvm::any_of(RD->fields(),
                      [&](const FieldDecl *F) { return holdsLongDouble(F->getType(), Depth + 1); });
}

contract::KernelParam contractParam(const KernelParam &P) {
  contract::KernelParam Out{P.Name, P.Kind};
  Out.RuntimeWidth = P.Slice && hasRuntimeWidth(*P.Slice);
  if (const CXXRecordDecl *RD = P.Decl ? byValueStruct(P.Decl->getType()) : nullptr) {
    Out.Struct = true;
    Out.Fields = fieldsOf(*RD);
    Out.LayoutDiffers = holdsLongDouble(P.Decl->getType());
  }
  return Out;
}

} // namespace

contract::KernelInfo kernelInfo(const FunctionDecl &FD, const ASTContext &Ctx) {
  contract::KernelInfo K;
  for (const KernelParam &P : classifyKernelParams(FD))
    K.Params.push_back(contractParam(P));
  if (const auto *LB = FD.getAttr<CUDALaunchBoundsAttr>()) {
    const Expr *Max = LB->getMaxThreads();
    std::optional<llvm::APSInt> V;
    if (Max && !Max->isValueDependent())
      V = Max->getIntegerConstantExpr(Ctx);
    // A bound that is not known yet (a template parameter) still counts as
    // present; it just cannot be compared.
    K.MaxThreads = V && !V->isNegative() ? V->getZExtValue() : UINT64_MAX;
  }
  return K;
}

std::optional<DeclContract> readContract(const FunctionDecl &FD, const ASTContext &Ctx) {
  if (!hasLaunchContract(FD))
    return std::nullopt;
  DeclContract D;
  D.Kernel = kernelInfo(FD, Ctx);
  const AnnotateAttr *A = findAnnotation(FD, LaunchContractAnnotation);
  D.Attribute = A->getLocation();
  const auto Literals = getLaunchContractStrings(FD);
  if (Literals.empty() || Literals.size() != A->args_size()) {
    // Spelled by hand as an annotation: nothing the contract language can
    // read, and no string to point into.
    D.Diags.push_back({{static_cast<unsigned>(Literals.size()), 0, 0},
                       "launch_contract takes one or more string literals, and nothing else",
                       std::nullopt,
                       std::nullopt});
    return D;
  }
  std::vector<std::string_view> Pieces;
  for (const StringLiteral *SL : Literals) {
    D.Strings.push_back(SL);
    if (SL->getCharByteWidth() != 1) {
      D.Diags.push_back({{static_cast<unsigned>(Pieces.size()), 0, 0},
                         "launch_contract strings must be narrow string literals",
                         std::nullopt,
                         std::nullopt});
      Pieces.emplace_back();
      continue;
    }
    llvm::StringRef S = SL->getString();
    Pieces.emplace_back(S.data(), S.size());
  }
  if (!D.Diags.empty())
    return D;
  contract::ParseResult R = contract::parseContract(Pieces);
  D.Diags = std::move(R.Diags);
  D.Contract = std::move(R.Contract);
  contract::validateAgainstKernel(D.Contract, D.Kernel, D.Diags);
  return D;
}

} // namespace oxide::attrs
