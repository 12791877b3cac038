//===- ChevronLaunchCheck.cpp - <<<>>> skips a kernel's contract ----------===//
//
// oxide::launch checks a contracted kernel's launch on the CPU (geometry,
// `requires`, aliasing) and the kernel's entry then assumes the `requires`
// relations. A `k<<<grid, block>>>(...)` launch checks none of it, and the
// entry still assumes them, so the user is told, at the launch.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "UserCodeVisitor.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

class ChevronFinder : public UserCodeVisitor<ChevronFinder> {
public:
  ChevronFinder(ASTContext &Ctx, const TrustedCode &Trusted, Reporter &R)
      : UserCodeVisitor(Ctx, Trusted), R(R) {}

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    const FunctionDecl *K = E->getDirectCallee();
    if (!K || !attrs::isOxideKernel(*K) || attrs::isRawKernel(*K) ||
        !attrs::hasLaunchContract(*K) || !R.firstTime(E->getBeginLoc(), "chevron"))
      return true;
    const std::string Name = K->getNameAsString();
    R.warning(
        Check::ChevronLaunch, E->getBeginLoc(),
        "<<<>>> launches '%0' without checking its launch contract: nothing checks the "
        "geometry, the `requires` relations or the aliasing, and the kernel's entry assumes "
        "the `requires` relations and the launch shape; launch it with oxide::launch<&%0> (or "
        "oxide::launch_unchecked<&%0>, which says that the caller upholds the contract)",
        {Name});
    return true;
  }

private:
  Reporter &R;
};

} // namespace

void checkChevronLaunches(ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted) {
  ChevronFinder(Ctx, Trusted, R).run();
}

} // namespace oxide::plugin
