//===- SafeElementAddress.cpp - Rule: no writable address of a shared object ==//
//
// A witness unlocks one element for one thread: `*o`, `o.value()`, a tile's
// `at<r, c>()`. The reference it gives may be read, assigned and passed to a
// `T &` parameter, but not turned into a non-const pointer: a pointer
// outlives the witness's scope, can be stored, and is one step from
// arithmetic. In safe code a non-const pointer may point only at a local
// variable (or a member of one) of this thread. A pointer to const is
// always allowed: `const float *row = &tile[i];` reads.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr llvm::StringLiteral Key = "element-address";

/// `v`, `v.m`, `v[i]`, `v.m[i].n` where v is a local variable that is not a
/// reference (the subscripts are the pointer-arithmetic rule's to prove).
bool isThreadLocalObject(const Expr *E) {
  E = E->IgnoreParens();
  while (true) {
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow() || !isa<FieldDecl>(ME->getMemberDecl()))
        return false;
      E = ME->getBase()->IgnoreParens();
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      const auto *Decay = dyn_cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens());
      if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
        return false;
      E = Decay->getSubExpr()->IgnoreParens();
    } else {
      break;
    }
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && !V->getType()->isReferenceType();
}

/// The storage of \p E has static duration (the static-storage rule's).
bool isStatic(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (true) {
    if (const auto *ME = dyn_cast<MemberExpr>(E); ME && !ME->isArrow())
      E = ME->getBase()->IgnoreParenImpCasts();
    else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
      E = AS->getBase()->IgnoreParenImpCasts();
    else
      break;
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return V && (V->hasGlobalStorage() || V->hasAttr<CUDASharedAttr>());
}

/// std::addressof, cuda::std::addressof, __builtin_addressof (or any
/// one-argument function of that name: it cannot do more than `&`).
bool isAddressofCall(const CallExpr &C) {
  const FunctionDecl *FD = C.getDirectCallee();
  return FD && C.getNumArgs() == 1 &&
         (FD->getBuiltinID() == Builtin::BI__builtin_addressof ||
          (FD->getIdentifier() && FD->getName() == "addressof"));
}

class ElementAddressRule : public SafeRule {
public:
  void check(const Stmt &S, SafeSite &Site) override {
    const Expr *Operand = nullptr;
    if (const auto *U = dyn_cast<UnaryOperator>(&S); U && U->getOpcode() == UO_AddrOf)
      Operand = U->getSubExpr();
    else if (const auto *C = dyn_cast<CallExpr>(&S); C && isAddressofCall(*C))
      Operand = C->getArg(0);
    if (!Operand || !isWritablePointer(cast<Expr>(S), Site) || isThreadLocalObject(Operand) ||
        isStatic(Operand) || isTier2Argument(cast<Expr>(S), Site))
      return;
    Site.refuse(S.getBeginLoc(), Key,
                "safe code takes a writable pointer to an object it does not own%0: a non-const "
                "pointer may point only at this thread's local variables",
                "",
                "bind a reference instead (auto &r = *o; r = v;), take a pointer to const, or do "
                "this inside [[oxide::unsafe]] after a // SAFETY: comment");
  }

private:
  /// A pointer to non-const that is not at once converted to one to const.
  static bool isWritablePointer(const Expr &E, SafeSite &Site) {
    const QualType T = E.getType();
    if (!T->isPointerType() || T->getPointeeType().isConstQualified() ||
        T->getPointeeType()->isFunctionType())
      return false;
    const auto *Conv = dyn_cast_or_null<ImplicitCastExpr>(Site.parent(E));
    return !(Conv && Conv->getType()->isPointerType() &&
             Conv->getType()->getPointeeType().isConstQualified());
  }
};

} // namespace

std::unique_ptr<SafeRule> makeElementAddressRule() {
  return std::make_unique<ElementAddressRule>();
}

} // namespace oxide::plugin
