//===- KernelAttributeCheck.cpp - oxide attributes on the right functions -===//

#include "Checks.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/Attr.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {

void checkKernelAttributes(const FunctionDecl &FD, Reporter &R) {
  if (const AnnotateAttr *K = attrs::findAnnotation(FD, attrs::KernelAnnotation)
                                  ?: attrs::findAnnotation(FD, attrs::RawKernelAnnotation)) {
    if (!FD.hasAttr<CUDAGlobalAttr>())
      R.error(K->getLocation(),
              "[[oxide::kernel]] applies only to __global__ functions; '%0' is not "
              "__global__")
          << FD.getName();
    return;
  }
  for (llvm::StringRef Name : {attrs::LaunchContractAnnotation, attrs::UncheckedIndexingAnnotation})
    if (const AnnotateAttr *A = attrs::findAnnotation(FD, Name))
      R.warning(A->getLocation(),
                "[[%0]] has no effect on '%1', which is not marked [[oxide::kernel]]",
                {Name == attrs::LaunchContractAnnotation ? "oxide::launch_contract"
                                                         : "oxide::unchecked_indexing",
                 FD.getName()});
}

} // namespace oxide::plugin
