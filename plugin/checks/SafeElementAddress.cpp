//===- SafeElementAddress.cpp - Rule: no writable address of a shared object ==//
//
// A witness unlocks one element for one thread: `*o`, `o.value()`, a tile's
// `at<r, c>()`. The reference it gives may be read, assigned and passed to a
// `T &` parameter, but not turned into a non-const pointer: a pointer
// outlives the witness's scope, can be stored, and is one step from
// arithmetic. The ways to one: `&`, addressof, the decay of a member array
// (`float *p = o->v;`), `this` kept or returned by a member function called
// on the element, and an oxide operator-> called by name. In safe code a non-const pointer may
// point only at a local variable (or a member of one) of this thread. A pointer to const is always
// allowed: `const float *row = &tile[i];` reads.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafeElementAddress;

/// `v`, `v.m`, `v[i]`, `v.m[i].n` where v is a local variable that is not a
/// reference (the subscripts are the pointer-arithmetic rule's to prove).
bool isThreadLocalObject(const Expr *E) {
  E = E->IgnoreParens();
  while (true) {
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      // A reference member (`ref_box s{*o}; &s.r`) is whatever it is bound to.
      if (ME->isArrow() || !isa<FieldDecl>(ME->getMemberDecl()) ||
          ME->getMemberDecl()->getType()->isReferenceType())
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
  // `auto [a, b] = local;` names parts of a hidden local copy; with
  // `auto &[a, b]` the hidden variable is a reference.
  if (const auto *B = DRE ? dyn_cast<BindingDecl>(DRE->getDecl()) : nullptr)
    V = B->getHoldingVar() ? nullptr : dyn_cast_or_null<VarDecl>(B->getDecomposedDecl());
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

class ElementAddressRule : public SafeRule {
public:
  void check(const Stmt &S, SafeSite &Site) override {
    const auto *E = dyn_cast<Expr>(&S);
    if (!E || E->getType().isNull() || !isWritablePointer(*E, Site) || isTier2Argument(*E, Site))
      return;
    if (const Expr *Operand = addressOperand(S))
      return isThreadLocalObject(Operand) || isStatic(Operand) ? void() : refuse(S, Site);
    if (const auto *Decay = dyn_cast<ImplicitCastExpr>(&S);
        Decay && Decay->getCastKind() == CK_ArrayToPointerDecay)
      return isThreadLocalObject(Decay->getSubExpr()) || isStatic(Decay->getSubExpr()) ||
                     isSubscriptBase(*Decay, Site)
                 ? void()
                 : refuse(S, Site);
    if (isa<CXXThisExpr>(S) && !isMemberAccessBase(*E, Site))
      return refuse(S, Site);
    if (const auto *C = dyn_cast<CallExpr>(&S);
        C && isOxidePointerCall(*C, Site) && !isMemberAccessBase(*E, Site))
      return refuse(S, Site);
  }

private:
  /// `&x` and addressof(x): their operand.
  static const Expr *addressOperand(const Stmt &S) {
    if (const auto *U = dyn_cast<UnaryOperator>(&S); U && U->getOpcode() == UO_AddrOf)
      return U->getSubExpr();
    if (const auto *C = dyn_cast<CallExpr>(&S); C && isAddressofCall(*C))
      return C->getArg(0);
    return nullptr;
  }
  /// `o->v[2]`: the decay is indexed at once (the pointer-arithmetic rule's).
  static bool isSubscriptBase(const Expr &E, SafeSite &Site) {
    const auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(Site.parent(E));
    return AS && AS->getBase()->IgnoreParens() == &E;
  }
  /// `this->m`, `*this`, `p->m`, `this == q`, a lambda's `[this]` capture:
  /// the pointer is used, not kept. A base's member (`x` in a derived
  /// class's member function) is reached through the conversion of `this`
  /// to the base: used the same way.
  static bool isMemberAccessBase(const Expr &E, SafeSite &Site) {
    const Expr *Used = &E;
    const Stmt *P = Site.parent(E);
    while (const auto *Up = dyn_cast_or_null<ImplicitCastExpr>(P)) {
      if (Up->getCastKind() != CK_UncheckedDerivedToBase && Up->getCastKind() != CK_DerivedToBase)
        break;
      Used = Up;
      P = Site.parent(*Up);
    }
    if (const auto *M = dyn_cast_or_null<MemberExpr>(P))
      return M->isArrow() && M->getBase()->IgnoreParens() == Used;
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(P))
      return U->getOpcode() == UO_Deref;
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(P))
      return B->isComparisonOp();
    return isa_and_nonnull<LambdaExpr>(P);
  }
  /// An oxide member or function that hands out a writable pointer, called
  /// by name (`o.operator->()`): oxide's pointers are for `o->m` only.
  static bool isOxidePointerCall(const CallExpr &C, SafeSite &Site) {
    const FunctionDecl *FD = C.getDirectCallee();
    return FD && inOxideNamespace(*FD) && Site.trusted().isTrusted(*FD) &&
           !isTier2(*FD, Site.trusted()); // data(), begin(): refused as raw accessors
  }
  static void refuse(const Stmt &S, SafeSite &Site) {
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
