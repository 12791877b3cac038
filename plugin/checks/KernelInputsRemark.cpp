//===- KernelInputsRemark.cpp - Show what the plugin received -------------===//

#include "Checks.h"

#include "oxide/attrs/Annotations.h"
#include "oxide/attrs/KernelParams.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {

void remarkKernelInputs(KernelPlans &Plans, const FunctionDecl &FD, Reporter &R) {
  if (!attrs::isOxideKernel(FD))
    return;
  if (R.options().DumpParams)
    for (const attrs::KernelParam &P : Plans.of(FD).Params)
      R.remark(Check::KernelInputs, P.Decl->getLocation(),
               "oxide kernel '%0': parameter '%1' (%2) is %3",
               {FD.getName(), P.Name, P.Decl->getType().getAsString(), attrs::kindName(P.Kind)});
  if (R.options().DumpContracts)
    for (const StringLiteral *S : attrs::getLaunchContractStrings(FD))
      R.remark(Check::KernelInputs, S->getBeginLoc(),
               "oxide kernel '%0': launch_contract string \"%1\"", {FD.getName(), S->getString()});
}

} // namespace oxide::plugin
