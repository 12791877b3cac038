//===- SafeLifetime.cpp - Rule: no pointer or reference outlives its object ==//
//
// A pointer or reference into a local is sound while the local lives. One
// initialised where it is declared cannot outlive its object: the object is
// visible there, so it is declared in the same scope or an enclosing one,
// and lives at least as long. So every pointer keeps this invariant: what it
// points at outlives it. Three things break it, and are refused:
//   - assigning to a pointer declared in a wider scope than its new target
//     (`p = &tmp;` in an inner block, or `p = q;` with q narrower), and any
//     re-seating the rule cannot follow (through a reference or a deref, to a
//     call's result; the same for a class holding a pointer, `h = h2;`);
//   - returning a pointer or reference to a local of the function;
//   - keeping a reference (or address) to the result of a call that returns
//     a reference when an argument is a temporary: `const float &m =
//     cuda::std::max(a, a + 1.0f);` dies with the statement.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

#include <set>

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr llvm::StringLiteral Key = "lifetime";

/// The statement whose end ends \p V's life: its block, or the loop or if
/// that declares it. Null for a parameter, a static, or a global: they live
/// as long as the function (or longer).
const Stmt *scopeOf(const VarDecl &V, ASTContext &Ctx) {
  if (!V.hasLocalStorage() || isa<ParmVarDecl>(V))
    return nullptr;
  DynTypedNode Node = DynTypedNode::create(V);
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.empty() || Parents[0].get<Decl>() || Parents[0].get<LambdaExpr>())
      return nullptr;
    Node = Parents[0];
    if (const auto *S = Node.get<Stmt>();
        S && (isa<CompoundStmt>(S) || isa<ForStmt>(S) || isa<CXXForRangeStmt>(S) ||
              isa<IfStmt>(S) || isa<WhileStmt>(S) || isa<SwitchStmt>(S)))
      return S;
  }
}

/// True when \p Outer is \p Inner or one of its ancestors (null: the
/// function, which encloses every scope).
bool encloses(const Stmt *Outer, const Stmt *Inner, ASTContext &Ctx) {
  if (!Outer)
    return true;
  DynTypedNode Node = DynTypedNode::create(*Inner);
  for (const Stmt *S = Inner; S; S = Node.get<Stmt>()) {
    if (S == Outer)
      return true;
    DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return false;
    Node = Parents[0];
  }
  return false;
}

/// The variable \p E names through `.` members and array subscripts, or
/// null (a deref, `->`, a call: storage the function does not own).
const VarDecl *rootVariable(const Expr *E) {
  while (true) {
    E = stripped(E);
    if (const auto *M = dyn_cast<MemberExpr>(E); M && !M->isArrow()) {
      E = M->getBase();
      continue;
    }
    const auto *AS = dyn_cast<ArraySubscriptExpr>(E);
    const auto *Decay = AS ? dyn_cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens()) : nullptr;
    if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
      break;
    E = Decay->getSubExpr();
  }
  const auto *R = dyn_cast<DeclRefExpr>(E);
  return R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
}

/// The local that the pointer value \p E points into, or that outlives what
/// it points at (a pointer variable, by the invariant): `&x`, an array's
/// decay, `q`, `s.p`. Null when \p E points at nothing local it can name.
const VarDecl *pointee(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *C = dyn_cast<ImplicitCastExpr>(E)) {
    if (C->getCastKind() == CK_ArrayToPointerDecay)
      return rootVariable(C->getSubExpr());
    return pointee(C->getSubExpr());
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
    return rootVariable(U->getSubExpr());
  if (E->isGLValue())
    return rootVariable(E);
  return nullptr;
}

/// True when an object of type \p Holder can contain a \p T by value (it
/// is one, or a field, base or array element is): a reference to a T may
/// then point into it. optional_ref<T> holds a T*, never a T.
bool mayHold(QualType Holder, QualType T, std::set<const RecordDecl *> &Seen) {
  Holder = Holder.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  while (const ArrayType *A = Holder->getAsArrayTypeUnsafe())
    Holder = A->getElementType().getCanonicalType().getUnqualifiedType();
  if (Holder == T.getNonReferenceType().getCanonicalType().getUnqualifiedType())
    return true;
  const auto *RD = Holder->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !Seen.insert(RD->getCanonicalDecl()).second)
    return false;
  RD = RD->getDefinition();
  for (const FieldDecl *F : RD->fields())
    if (!F->getType()->isReferenceType() && mayHold(F->getType(), T, Seen))
      return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (mayHold(B.getType(), T, Seen))
      return true;
  return false;
}

/// A temporary argument of the call \p E returns a reference into.
bool returnsIntoTemporary(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  if (const auto *W = dyn_cast<ExprWithCleanups>(E))
    E = W->getSubExpr()->IgnoreParenImpCasts();
  const auto *C = dyn_cast<CallExpr>(E);
  if (!C || !C->getCallReturnType(Ctx)->isReferenceType())
    return false;
  const QualType Result = C->getCallReturnType(Ctx);
  auto isTemporary = [&](const Expr *A) {
    std::set<const RecordDecl *> Seen;
    return A && isa<MaterializeTemporaryExpr>(A->IgnoreImpCasts()) &&
           mayHold(A->getType(), Result, Seen);
  };
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C); MC && isTemporary(MC->getImplicitObjectArgument()))
    return true;
  for (const Expr *A : C->arguments())
    if (isTemporary(A))
      return true;
  return false;
}

class LifetimeRule : public SafeRule {
public:
  void check(const Stmt &S, SafeSite &Site) override {
    if (const auto *B = dyn_cast<BinaryOperator>(&S); B && B->getOpcode() == BO_Assign &&
                                                      B->getLHS()->getType()->isPointerType())
      return checkAssignment(*B->getLHS(), *B->getRHS(), B->getOperatorLoc(), Site);
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&S); Op && isImplicitPointerCopy(*Op))
      return checkAssignment(*Op->getArg(0), *Op->getArg(1), Op->getOperatorLoc(), Site);
    if (const auto *R = dyn_cast<ReturnStmt>(&S); R && R->getRetValue())
      return checkReturn(*R, Site);
    if (const auto *DS = dyn_cast<DeclStmt>(&S)) {
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D); V && V->getType()->isReferenceType() &&
                                                 V->getInit() && returnsIntoTemporary(V->getInit(), Site.Ctx))
          refuseTemporary(V->getLocation(), Site);
      return;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(&S);
        U && U->getOpcode() == UO_AddrOf && returnsIntoTemporary(U->getSubExpr(), Site.Ctx))
      refuseTemporary(U->getBeginLoc(), Site);
  }

private:
  /// `h = h2;` for a class that holds a pointer, through its implicit
  /// operator= (a user-written one is checked where it is written).
  static bool isImplicitPointerCopy(const CXXOperatorCallExpr &Op) {
    const auto *M = dyn_cast_or_null<CXXMethodDecl>(Op.getDirectCallee());
    return Op.getOperator() == OO_Equal && Op.getNumArgs() == 2 && M &&
           (M->isImplicit() || M->isDefaulted()) &&
           carriesPointer(Op.getArg(0)->getType(), /*Arrays=*/false);
  }

  /// The pointer assigned lives as long as its variable. Only a local (or
  /// by-value parameter) of this function may be re-seated, only to `&x`,
  /// an array's decay or a named pointer, and only to one declared in its
  /// own scope or an enclosing one; nullptr always. Through a reference, a
  /// deref or `->` the holder may outlive anything here, and a call's
  /// result may point anywhere: refused.
  static void checkAssignment(const Expr &LHS, const Expr &RHS, SourceLocation Loc,
                              SafeSite &Site) {
    if (RHS.isNullPointerConstant(Site.Ctx, Expr::NPC_ValueDependentIsNotNull))
      return;
    const VarDecl *Holder = rootVariable(&LHS);
    if (Holder && Holder->hasGlobalStorage())
      return; // a write to static storage: that rule's, one error
    const VarDecl *Target = pointee(&RHS);
    if (!Holder || Holder->getType()->isReferenceType() || !Holder->hasLocalStorage() || !Target)
      return refuseUnknown(Loc, Site);
    const Stmt *HolderScope = scopeOf(*Holder, Site.Ctx);
    const Stmt *TargetScope = scopeOf(*Target, Site.Ctx);
    if (!TargetScope || (HolderScope && encloses(TargetScope, HolderScope, Site.Ctx)))
      return;
    refuse(Loc, *Target, Site);
  }

  static void checkReturn(const ReturnStmt &R, SafeSite &Site) {
    const Expr *V = R.getRetValue()->IgnoreImplicit();
    const QualType T = R.getRetValue()->getType();
    const bool Escapes = T->isPointerType() || (V->isGLValue() && returnsReference(R, Site));
    if (!Escapes)
      return;
    const VarDecl *Target = T->isPointerType() ? pointee(V) : rootVariable(V);
    const Stmt *Scope = Target ? scopeOf(*Target, Site.Ctx) : nullptr;
    // A lambda may return a pointer to its enclosing function's locals.
    if (Scope && encloses(returnedFrom(R, Site).second, Scope, Site.Ctx))
      refuse(R.getReturnLoc(), *Target, Site);
  }

  /// The function (or lambda) \p R returns from: its return type and body.
  static std::pair<QualType, const Stmt *> returnedFrom(const ReturnStmt &R, SafeSite &Site) {
    DynTypedNode Node = DynTypedNode::create(R);
    while (true) {
      DynTypedNodeList Parents = Site.Ctx.getParents(Node);
      if (Parents.empty())
        return {QualType(), nullptr};
      Node = Parents[0];
      if (const auto *L = Node.get<LambdaExpr>())
        return {L->getCallOperator()->getReturnType(), L->getBody()};
      if (const auto *FD = Node.get<FunctionDecl>())
        return {FD->getReturnType(), FD->getBody()};
    }
  }
  static bool returnsReference(const ReturnStmt &R, SafeSite &Site) {
    const QualType T = returnedFrom(R, Site).first;
    return !T.isNull() && T->isReferenceType();
  }

  static void refuse(SourceLocation Loc, const VarDecl &Target, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "safe code keeps a pointer or reference to '%0' where it outlives '%0': the "
                "access after its scope ends reads or writes a dead stack slot",
                Target.getName(),
                "declare the pointer in the scope of the object it points at, copy the value "
                "out, or return it by value");
  }
  static void refuseUnknown(SourceLocation Loc, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "safe code re-seats a pointer%0 where oxide cannot prove that its new target "
                "outlives it: through a reference, a deref or '->', or to a call's result",
                "",
                "initialise a new pointer where its target is declared, or assign to a local "
                "pointer only '&x', an array or another local pointer");
  }
  static void refuseTemporary(SourceLocation Loc, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "safe code keeps a reference%0 into a temporary: the call returns a reference to "
                "an argument that dies at the end of this statement",
                "",
                "copy the result into a value (const float m = cuda::std::max(a, b);)");
  }
};

} // namespace

std::unique_ptr<SafeRule> makeLifetimeRule() { return std::make_unique<LifetimeRule>(); }

} // namespace oxide::plugin
