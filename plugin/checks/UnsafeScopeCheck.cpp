//===- UnsafeScopeCheck.cpp - Tier-2 APIs only inside [[oxide::unsafe]] ---===//
//
// device_lib marks its Tier-2 APIs OXIDE_UNSAFE_FN: shared_array element
// access, sync_threads, warp shuffles and votes, device_atomic::from_ptr and
// disjoint_slice::get_unchecked_mut. Each has a SAFETY contract no type can
// check. Calling one is allowed only where the author has said why the
// contract holds: inside an [[oxide::unsafe]] block, or inside a function that
// is itself OXIDE_UNSAFE_FN (its callers then answer for it).
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "UnsafeContext.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

class UnsafeCallFinder : public UnsafeContextVisitor<UnsafeCallFinder> {
public:
  UnsafeCallFinder(ASTContext &Ctx, Reporter &R, const TrustedCode &T)
      : UnsafeContextVisitor(Ctx, T), R(R) {}

  bool VisitCallExpr(CallExpr *C) {
    check(C->getDirectCallee(), calleeLoc(*C));
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    check(C->getConstructor(), C->getLocation());
    return true;
  }

private:
  /// Where the callee is named: the same place the safe context names it
  /// (SafeContext.h), so a call is reported once by either.
  static SourceLocation calleeLoc(const CallExpr &C) {
    const Expr *Callee = C.getCallee()->IgnoreParenImpCasts();
    if (const auto *R = dyn_cast<DeclRefExpr>(Callee))
      return R->getLocation();
    if (const auto *M = dyn_cast<MemberExpr>(Callee))
      return M->getMemberLoc();
    return C.getExprLoc();
  }

  void check(const FunctionDecl *Callee, SourceLocation Loc) {
    if (!Callee || inUnsafeContext() || !attrs::isUnsafeApi(*Callee) ||
        !R.firstTime(Loc, "unsafe-scope"))
      return;
    R.error(Check::UnsafeScope, Loc,
            "'%0' is unsafe: call it only inside an [[oxide::unsafe]] block, preceded by "
            "a // SAFETY: comment that says why its contract holds here")
        << Callee->getQualifiedNameAsString();
    const FunctionDecl *Decl = Callee->getTemplateInstantiationPattern();
    R.note((Decl ? Decl : Callee)->getLocation(),
           "'%0' is declared unsafe here; its SAFETY contract is documented with it")
        << Callee->getNameAsString();
  }

  Reporter &R;
};

} // namespace

void checkUnsafeScope(ASTContext &Ctx, Reporter &R, const TrustedCode &T) {
  UnsafeCallFinder(Ctx, R, T).run();
}

} // namespace oxide::plugin
