//===- KernelAttributeCheck.cpp - oxide attributes on the right functions -===//

#include "Checks.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

/// An oxide attribute written on this declaration (not inherited from an
/// earlier one).
const AnnotateAttr *ownAnnotation(const FunctionDecl &FD, llvm::StringRef Name) {
  for (const auto *A : FD.specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == Name && !A->isInherited())
      return A;
  return nullptr;
}

std::string contractText(const FunctionDecl &FD) {
  std::string Text;
  for (const StringLiteral *S : attrs::getLaunchContractStrings(FD))
    Text += S->getBytes().str() + "\n";
  return Text;
}

/// Every declaration of a kernel adds to one set of attributes (the header
/// may carry the contract, the .cu file the definition). Two declarations
/// that say different things are refused. (An attribute after the
/// definition is dropped by clang, with its warning "attribute declaration
/// must precede definition": the function is then no kernel of oxide's.)
void checkRedeclarationsAgree(const FunctionDecl &FD, Reporter &R) {
  static constexpr llvm::StringLiteral Names[] = {
      attrs::KernelAnnotation, attrs::RawKernelAnnotation, attrs::LaunchContractAnnotation,
      attrs::UncheckedIndexingAnnotation};
  for (llvm::StringRef Name : Names) {
    const AnnotateAttr *Mine = ownAnnotation(FD, Name);
    if (!Mine)
      continue;
    for (const FunctionDecl *P = FD.getPreviousDecl(); P; P = P->getPreviousDecl()) {
      const bool RawVsSafe =
          (Name == attrs::KernelAnnotation && ownAnnotation(*P, attrs::RawKernelAnnotation)) ||
          (Name == attrs::RawKernelAnnotation && ownAnnotation(*P, attrs::KernelAnnotation));
      const bool OtherContract = Name == attrs::LaunchContractAnnotation &&
                                 ownAnnotation(*P, Name) && contractText(*P) != contractText(FD);
      if ((RawVsSafe || OtherContract) && R.firstTime(Mine->getLocation(), "redecl-conflict")) {
        if (RawVsSafe)
          R.error(Check::KernelAttribute, Mine->getLocation(),
                  "'%0' is [[oxide::kernel(raw)]] in one declaration and "
                  "[[oxide::kernel]] in another")
              << FD.getName();
        else
          R.error(Check::KernelAttribute, Mine->getLocation(),
                  "'%0' has a different [[oxide::launch_contract]] in another declaration")
              << FD.getName();
        R.note(P->getLocation(), "the other declaration; write the attribute once, or the same "
                                 "on every declaration");
        break;
      }
    }
  }
}

} // namespace

void checkKernelAttributes(const FunctionDecl &FD, Reporter &R) {
  checkRedeclarationsAgree(FD, R);
  if (const AnnotateAttr *K = attrs::findAnnotation(FD, attrs::KernelAnnotation)
                                  ?: attrs::findAnnotation(FD, attrs::RawKernelAnnotation)) {
    if (!FD.hasAttr<CUDAGlobalAttr>())
      R.error(Check::KernelAttribute, K->getLocation(),
              "[[oxide::kernel]] applies only to __global__ functions; '%0' is not "
              "__global__")
          << FD.getName();
    return;
  }
  if (attrs::isOxideKernel(*FD.getMostRecentDecl()))
    return; // a later declaration makes it a kernel
  for (llvm::StringRef Name : {attrs::LaunchContractAnnotation, attrs::UncheckedIndexingAnnotation})
    if (const AnnotateAttr *A = attrs::findAnnotation(FD, Name))
      R.warning(Check::KernelAttribute, A->getLocation(),
                "[[%0]] has no effect on '%1', which is not marked [[oxide::kernel]]",
                {Name == attrs::LaunchContractAnnotation ? "oxide::launch_contract"
                                                         : "oxide::unchecked_indexing",
                 FD.getName()});
}

} // namespace oxide::plugin
