//===- OxideMarkCheck.cpp - User code spelling oxide's own marks ----------===//
//
// The checks read oxide's attributes as `annotate("oxide....")` marks: the
// [[oxide::...]] handlers make them (AttributeRegistration.cpp), and
// device_lib puts them on its own declarations (config.cuh's OXIDE_MARK): a
// witness type, a holder of witnesses, a shared array, a Tier-2 API. A mark
// written by hand, `__attribute__((annotate("oxide.carrier")))` or through
// `#pragma clang attribute`, would make the checks trust a user's type or
// kernel as oxide's: a struct that carries a witness across a launch, a
// kernel read as raw. So user code may spell only OXIDE_UNSAFE_FN (its own
// Tier-2 helpers), and not on a kernel, whose body would then be unchecked.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "UserCodeVisitor.h"

#include "oxide/attrs/Annotations.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

/// A mark of oxide's that no [[oxide::...]] handler made: spelled
/// `annotate` (GNU, C++11 or a pragma) rather than in the oxide scope. An
/// implicit one is a template instantiation's copy: its pattern, where the
/// spelling is, is walked too.
bool spelledByHand(const AnnotateAttr &A) {
  if (!A.getAnnotation().starts_with("oxide.") || A.isImplicit())
    return false;
  const IdentifierInfo *Scope = A.getScopeName();
  return !(Scope && Scope->getName() == "oxide");
}

class MarkFinder : public UserCodeVisitor<MarkFinder> {
public:
  MarkFinder(ASTContext &Ctx, const TrustedCode &Trusted, Reporter &R)
      : UserCodeVisitor(Ctx, Trusted), R(R) {}

  bool VisitDecl(Decl *D) {
    for (const auto *A : D->specific_attrs<AnnotateAttr>())
      if (!A->isInherited())
        check(*D, *A);
    return true;
  }
  bool VisitAttributedStmt(AttributedStmt *S) {
    for (const Attr *A : S->getAttrs())
      if (const auto *AA = dyn_cast<AnnotateAttr>(A); AA && spelledByHand(*AA))
        forged(AA->getLocation(), AA->getAnnotation());
    return true;
  }

private:
  void check(const Decl &D, const AnnotateAttr &A) {
    if (!spelledByHand(A))
      return;
    if (A.getAnnotation() != attrs::UnsafeApiAnnotation)
      return forged(A.getLocation(), A.getAnnotation());
    const auto *FD = dyn_cast<FunctionDecl>(&D);
    if (FD && FD->hasAttr<CUDAGlobalAttr>() && R.firstTime(A.getLocation(), "unsafe-kernel")) {
      R.error(Check::OxideMark, A.getLocation(),
              "a kernel cannot be OXIDE_UNSAFE_FN: its whole body would be an "
              "unsafe context, unchecked");
      R.note(A.getLocation(), "put the code that needs it in an [[oxide::unsafe]] block, with a "
                              "// SAFETY: comment, or in an OXIDE_UNSAFE_FN helper it calls");
    }
  }
  void forged(SourceLocation Loc, llvm::StringRef Annotation) {
    if (!R.firstTime(Loc, "forged-mark"))
      return;
    R.error(Check::OxideMark, Loc,
            "'%0' is a mark of oxide's own declarations; user code may not spell it: the "
            "checks would trust what it marks")
        << Annotation;
    R.note(Loc, "use the [[oxide::...]] attributes, and OXIDE_UNSAFE_FN for a Tier-2 helper of "
                "your own");
  }
  Reporter &R;
};

} // namespace

void checkOxideMarks(ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted) {
  MarkFinder(Ctx, Trusted, R).run();
}

} // namespace oxide::plugin
