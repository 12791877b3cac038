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
//   - returning a pointer or reference to a local or by-value parameter of
//     the function, or a closure or class that holds one (`return [&] {
//     return x; };`);
//   - keeping a reference (or address, or a pair of references, or an object
//     whose constructor binds a reference member) into a temporary that dies
//     with the statement: `const float &m = cuda::std::max(a, a + 1.0f);`,
//     the same through nested calls, and a range-for over a member of a
//     temporary.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"

#include <set>

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafeLifetime;

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

QualType plain(QualType T) {
  T = T.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType().getCanonicalType().getUnqualifiedType();
  return T;
}

/// True when an object of type \p Holder can contain a \p T by value (it
/// is one, or a field, base or array element is): a reference to a T may
/// then point into it. optional_ref<T> holds a T*, never a T.
bool mayHold(QualType Holder, QualType T, std::set<const RecordDecl *> &Seen) {
  Holder = plain(Holder);
  if (Holder == plain(T))
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

/// What a value of type \p T refers to: a reference's referent, and the
/// referents of a class's reference members (cuda::std::minmax's
/// pair<const float &, const float &>); with \p Pointers, pointers' too (a
/// function's result can point at its `const T &` argument; a constructor
/// that takes a pointer is handed one explicitly).
void referents(QualType T, llvm::SmallVectorImpl<QualType> &Out, std::set<const RecordDecl *> &Seen,
               bool Pointers) {
  if (T->isReferenceType() || (Pointers && T->isPointerType())) {
    Out.push_back(T->getPointeeType());
    return;
  }
  const auto *RD = plain(T)->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !Seen.insert(RD->getCanonicalDecl()).second)
    return;
  RD = RD->getDefinition();
  for (const FieldDecl *F : RD->fields())
    referents(F->getType(), Out, Seen, Pointers);
  for (const CXXBaseSpecifier &B : RD->bases())
    referents(B.getType(), Out, Seen, Pointers);
}

bool holdsReference(QualType T) {
  llvm::SmallVector<QualType, 2> Refs;
  std::set<const RecordDecl *> Seen;
  referents(T, Refs, Seen, /*Pointers=*/true);
  return !Refs.empty();
}

bool refersIntoTemporary(const Expr *E, const ASTContext &Ctx);

/// True when \p T is or holds (in a member or base) a std::initializer_list,
/// which points at an array that lives only as long as the braced list it
/// was made from, unless a variable binds it there.
bool holdsInitializerList(QualType T, std::set<const RecordDecl *> &Seen) {
  const auto *RD = plain(T)->getAsCXXRecordDecl();
  if (!RD || !Seen.insert(RD->getCanonicalDecl()).second)
    return false;
  if (RD->getIdentifier() && RD->getName() == "initializer_list" && RD->isInStdNamespace())
    return true;
  if (!RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  for (const FieldDecl *F : RD->fields())
    if (holdsInitializerList(F->getType(), Seen))
      return true;
  return llvm::any_of(RD->bases(), [&](const CXXBaseSpecifier &B) {
    return holdsInitializerList(B.getType(), Seen);
  });
}

/// True when \p E makes an initializer_list from a braced list (its array
/// a temporary), anywhere in it but a lambda's body.
bool makesInitializerList(const Stmt *E) {
  if (!E || isa<LambdaExpr>(E))
    return false;
  if (isa<CXXStdInitializerListExpr>(E))
    return true;
  return llvm::any_of(E->children(), [](const Stmt *C) { return makesInitializerList(C); });
}

/// True when the aggregate initialisation \p Init (braces or parentheses)
/// inside a parenthesised one binds a reference member to a temporary, or
/// gives an initializer_list member a braced list's array: parentheses
/// extend no temporary's life (C++20 [dcl.init.general]), so it dangles
/// after the statement, wherever the object goes (`rh q = rh(a + 1);`,
/// `outer o{rh(a + 3)};`, `rh arr[1](rh{a + 4});`, `return rh(a + 1);`).
bool bindsDyingMember(const Expr *Init) {
  Init = Init->IgnoreImplicit();
  llvm::ArrayRef<Expr *> Inits;
  if (const auto *P = dyn_cast<CXXParenListInitExpr>(Init))
    Inits = P->getInitExprs();
  else if (const auto *L = dyn_cast<InitListExpr>(Init))
    Inits = llvm::ArrayRef(L->getInits(), L->getNumInits());
  else
    return false;
  llvm::SmallVector<const FieldDecl *, 4> Fields;
  if (const RecordDecl *RD = Init->getType()->getAsRecordDecl())
    Fields.append(RD->field_begin(), RD->field_end());
  for (auto [I, E] : llvm::enumerate(Inits)) {
    const Expr *V = E;
    // Keeping a MaterializeTemporaryExpr: `T(x)` and `T{x}` are casts.
    while (isa<ImplicitCastExpr, ParenExpr, CXXFunctionalCastExpr>(V))
      V = cast<Expr>(*V->child_begin());
    const bool Reference = I < Fields.size() && Fields[I]->getType()->isReferenceType();
    if ((Reference && isa<MaterializeTemporaryExpr>(V)) || isa<CXXStdInitializerListExpr>(V) ||
        bindsDyingMember(V))
      return true;
  }
  return false;
}

/// \p A is a temporary that may hold one of \p Refs, or a call whose
/// result refers into one (`max(max(a, a + 1), b)`).
bool isDyingHolder(const Expr *A, llvm::ArrayRef<QualType> Refs, const ASTContext &Ctx) {
  if (!A)
    return false;
  if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(A->IgnoreImpCasts())) {
    for (QualType R : Refs) {
      std::set<const RecordDecl *> Seen;
      if (mayHold(M->getType(), R, Seen))
        return true;
    }
    return false;
  }
  return refersIntoTemporary(A, Ctx);
}

/// True when the value of the call or construction \p E refers into a
/// temporary argument that dies at the end of the full-expression.
bool refersIntoTemporary(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  if (const auto *W = dyn_cast<ExprWithCleanups>(E))
    E = W->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
    E = B->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *C = dyn_cast<AbstractConditionalOperator>(E))
    return refersIntoTemporary(C->getTrueExpr(), Ctx) ||
           refersIntoTemporary(C->getFalseExpr(), Ctx);
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Comma)
    return refersIntoTemporary(B->getRHS(), Ctx);
  llvm::SmallVector<QualType, 2> Refs;
  std::set<const RecordDecl *> Seen;
  llvm::ArrayRef<const Expr *> Args;
  if (const auto *C = dyn_cast<CallExpr>(E)) {
    referents(C->getCallReturnType(Ctx), Refs, Seen, /*Pointers=*/true);
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C);
        !Refs.empty() && MC && isDyingHolder(MC->getImplicitObjectArgument(), Refs, Ctx))
      return true;
    Args = llvm::ArrayRef(C->getArgs(), C->getNumArgs());
  } else if (const auto *K = dyn_cast<CXXConstructExpr>(E)) {
    // A constructor that binds a reference member to its argument.
    referents(K->getType(), Refs, Seen, /*Pointers=*/false);
    Args = llvm::ArrayRef(K->getArgs(), K->getNumArgs());
  }
  // A constructor that keeps an initializer_list made here from a braced
  // list. (A parenthesised aggregate is bindsDyingMember's, wherever it is.)
  if (isa<CXXConstructExpr>(E)) {
    std::set<const RecordDecl *> Lists;
    if (holdsInitializerList(E->getType(), Lists) &&
        llvm::any_of(Args, [](const Expr *A) { return makesInitializerList(A); }))
      return true;
  }
  if (Refs.empty())
    return false;
  for (const Expr *A : Args)
    if (isDyingHolder(A, Refs, Ctx))
      return true;
  return false;
}

/// A function-local variable whose address, decay or by-reference capture
/// \p E holds: what a returned closure or class would point at.
struct HeldLocalFinder : RecursiveASTVisitor<HeldLocalFinder> {
  llvm::function_ref<bool(const VarDecl &)> Dies;
  const VarDecl *Found = nullptr;
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf)
      take(rootVariable(U->getSubExpr()));
    return !Found;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *C) {
    if (C->getCastKind() == CK_ArrayToPointerDecay)
      take(rootVariable(C->getSubExpr()));
    return !Found;
  }
  // By reference, or a local pointer by copy (it may point at a local).
  // An init-capture by reference, `[&r = local]`, holds its initialiser.
  bool VisitLambdaExpr(LambdaExpr *L) {
    for (const LambdaCapture &C : L->captures())
      if (C.capturesVariable())
        if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar())) {
          if (V->isInitCapture() && V->getType()->isReferenceType() && V->getInit())
            take(rootVariable(V->getInit()));
          else if (C.getCaptureKind() == LCK_ByRef || carriesPointer(V->getType(), false))
            take(V);
        }
    return !Found;
  }
  // A call or construction whose result may hold a reference or pointer
  // into what it was handed by reference: `return R(local);` (a
  // constructor binding a reference member), `return s.setter();` (a
  // closure capturing [this]), `return make(local);`. oxide's results
  // point into the buffers its views were made from.
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *FD = C->getDirectCallee();
    if (!FD || inOxideNamespace(*FD) || !holdsReference(FD->getReturnType()))
      return !Found;
    llvm::ArrayRef<const Expr *> Args(C->getArgs(), C->getNumArgs());
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C))
      take(rootVariable(MC->getImplicitObjectArgument()));
    else if (isa<CXXOperatorCallExpr>(C) && isa<CXXMethodDecl>(FD) && !Args.empty()) {
      take(rootVariable(Args.front()));
      Args = Args.drop_front();
    }
    takeByReference(*FD, Args);
    return !Found;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    const CXXConstructorDecl *Ctor = C->getConstructor();
    if (!inOxideNamespace(*Ctor) && holdsReference(C->getType()))
      takeByReference(*Ctor, llvm::ArrayRef(C->getArgs(), C->getNumArgs()));
    return !Found;
  }
  void takeByReference(const FunctionDecl &FD, llvm::ArrayRef<const Expr *> Args) {
    for (unsigned I = 0; I < Args.size() && I < FD.getNumParams(); ++I)
      if (FD.getParamDecl(I)->getType()->isReferenceType() && Args[I]->isGLValue())
        take(rootVariable(Args[I]));
  }
  // `return R{t};` binds a reference member to t.
  bool VisitInitListExpr(InitListExpr *E) {
    const auto *RD = E->getType()->getAsRecordDecl();
    if (!RD)
      return !Found;
    unsigned I = 0;
    for (const FieldDecl *F : RD->fields())
      if (I < E->getNumInits()) {
        const Expr *Init = E->getInit(I++);
        if (F->getType()->isReferenceType() && Init->isGLValue())
          take(rootVariable(Init));
      }
    return !Found;
  }
  void take(const VarDecl *V) {
    if (V && !Found && Dies(*V))
      Found = V;
  }
};

const VarDecl *localHeldBy(const Expr *E, llvm::function_ref<bool(const VarDecl &)> Dies) {
  HeldLocalFinder F;
  F.Dies = Dies;
  F.TraverseStmt(const_cast<Expr *>(E));
  return F.Found;
}

class LifetimeRule : public SafeRule {
public:
  void check(const Stmt &S, SafeSite &Site) override {
    if (const auto *P = dyn_cast<CXXParenListInitExpr>(&S); P && bindsDyingMember(P))
      return refuseTemporary(P->getBeginLoc(), Site);
    if (const auto *B = dyn_cast<BinaryOperator>(&S);
        B && B->getOpcode() == BO_Assign && B->getLHS()->getType()->isPointerType())
      return checkAssignment(*B->getLHS(), *B->getRHS(), B->getOperatorLoc(), Site);
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&S); Op && isImplicitPointerCopy(*Op))
      return checkAssignment(*Op->getArg(0), *Op->getArg(1), Op->getOperatorLoc(), Site);
    if (const auto *R = dyn_cast<ReturnStmt>(&S); R && R->getRetValue())
      return checkReturn(*R, Site);
    if (const auto *DS = dyn_cast<DeclStmt>(&S)) {
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D)) {
          // A parenthesised aggregate is this rule's on its own (above).
          if (V->getInit() && holdsReference(V->getType()) &&
              !isa<CXXParenListInitExpr>(V->getInit()->IgnoreImplicit()) &&
              refersIntoTemporary(V->getInit(), Site.Ctx))
            refuseTemporary(V->getLocation(), Site);
          else if (isIndeterminatePointer(*V))
            refuseIndeterminate(*V, Site);
        }
      return;
    }
    // C++20 does not extend a temporary's life inside a range-for's range.
    if (const auto *F = dyn_cast<CXXForRangeStmt>(&S);
        F && F->getRangeInit() && refersIntoTemporary(F->getRangeInit(), Site.Ctx))
      return refuseTemporary(F->getRangeInit()->getBeginLoc(), Site);
    if (const auto *U = dyn_cast<UnaryOperator>(&S);
        U && U->getOpcode() == UO_AddrOf && refersIntoTemporary(U->getSubExpr(), Site.Ctx))
      refuseTemporary(U->getBeginLoc(), Site);
    if (const auto *C = dyn_cast<CallExpr>(&S);
        C && isAddressofCall(*C) && refersIntoTemporary(C->getArg(0), Site.Ctx))
      refuseTemporary(C->getBeginLoc(), Site);
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
    if (diesWithinHolderCall(*Holder, *Target))
      return refuse(Loc, *Target, Site);
    const Stmt *HolderScope = scopeOf(*Holder, Site.Ctx);
    const Stmt *TargetScope = scopeOf(*Target, Site.Ctx);
    if (!TargetScope || (HolderScope && encloses(TargetScope, HolderScope, Site.Ctx)))
      return;
    refuse(Loc, *Target, Site);
  }

  /// A lambda's parameters and locals die when the call returns, but what
  /// it captures (by reference, by copy into a `mutable` closure, or an
  /// init-capture) outlives every call: `[&](const float &v) { p = &v; }`
  /// leaves the caller's p on a temporary. True when \p Target belongs to a
  /// function nested inside the one that owns \p Holder (an init-capture is
  /// owned by the function the closure is made in).
  static bool diesWithinHolderCall(const VarDecl &Holder, const VarDecl &Target) {
    const DeclContext *HolderOwner = Holder.getDeclContext();
    if (Holder.isInitCapture())
      if (const auto *Op = dyn_cast<CXXMethodDecl>(HolderOwner))
        HolderOwner = Op->getParent()->getDeclContext();
    const DeclContext *TargetOwner = Target.getDeclContext();
    return HolderOwner->isFunctionOrMethod() && TargetOwner->isFunctionOrMethod() &&
           HolderOwner->getPrimaryContext() != TargetOwner->getPrimaryContext() &&
           HolderOwner->Encloses(TargetOwner);
  }

  static void checkReturn(const ReturnStmt &R, SafeSite &Site) {
    const Expr *V = R.getRetValue()->IgnoreImplicit();
    const Returning Fn = returnedFrom(R, Site);
    if (!Fn.Function)
      return;
    // What dies at this return: the function's locals, and its by-value
    // parameters.
    auto dies = [&](const VarDecl &Var) {
      if (const auto *P = dyn_cast<ParmVarDecl>(&Var))
        return !P->getType()->isReferenceType() && P->getDeclContext() == Fn.Function;
      const Stmt *Scope = scopeOf(Var, Site.Ctx);
      return Scope && encloses(Fn.Body, Scope, Site.Ctx);
    };
    const QualType T = Fn.Function->getReturnType();
    if (std::set<const RecordDecl *> Lists;
        holdsInitializerList(T, Lists) && makesInitializerList(V))
      return refuseReturnedList(R.getReturnLoc(), Site);
    const VarDecl *Target = nullptr;
    if (T->isPointerType() || T->isReferenceType())
      Target = isParameterValue(V) ? nullptr : pointedLocal(V, T->isPointerType(), dies);
    else if (T->isRecordType()) // a closure or class holding a pointer or reference
      Target = heldLocal(V, dies);
    if (Target && dies(*Target))
      refuse(R.getReturnLoc(), *Target, Site);
  }

  /// The dying local a returned pointer (or reference, \p Pointer false)
  /// may point at: through both arms of ?:, the comma's right side and
  /// casts; `&x` anywhere in it; what a call hands back of a local it was
  /// given by reference (`return id(x);`).
  static const VarDecl *pointedLocal(const Expr *E, bool Pointer,
                                     llvm::function_ref<bool(const VarDecl &)> Dies) {
    E = E->IgnoreParens();
    if (const auto *C = dyn_cast<AbstractConditionalOperator>(E)) {
      if (const VarDecl *V = pointedLocal(C->getTrueExpr(), Pointer, Dies))
        return V;
      return pointedLocal(C->getFalseExpr(), Pointer, Dies);
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Comma)
      return pointedLocal(B->getRHS(), Pointer, Dies);
    if (const auto *C = dyn_cast<CastExpr>(E);
        C && C->getCastKind() != CK_ArrayToPointerDecay && C->getCastKind() != CK_LValueToRValue)
      return pointedLocal(C->getSubExpr(), Pointer, Dies);
    if (Pointer && isParameterValue(E))
      return nullptr; // a pointer parameter's target outlives the call
    const VarDecl *V = Pointer ? pointee(E) : (E->isGLValue() ? rootVariable(E) : nullptr);
    if (V && Dies(*V))
      return V;
    return localHeldBy(E, Dies);
  }

  /// What a returned class value holds of the function's locals: a named
  /// local that holds a pointer or reference (`H h{&t}; return h;`, a
  /// closure variable) may hold one; else what the expression takes.
  static const VarDecl *heldLocal(const Expr *V, llvm::function_ref<bool(const VarDecl &)> Dies) {
    const Expr *E = V->IgnoreImplicit();
    if (const auto *C = dyn_cast<CXXConstructExpr>(E);
        C && C->getNumArgs() == 1 && C->getConstructor()->isCopyOrMoveConstructor())
      E = C->getArg(0)->IgnoreImplicit(); // the copy or move out of a variable
    if (const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParens()))
      if (const auto *Var = dyn_cast<VarDecl>(R->getDecl());
          Var && carriesPointer(Var->getType(), /*Arrays=*/false) && Dies(*Var))
        return Var;
    return localHeldBy(V, Dies);
  }

  /// `return p;` for a pointer parameter: its target outlives the call.
  static bool isParameterValue(const Expr *V) {
    const auto *R = dyn_cast<DeclRefExpr>(stripped(V));
    return R && isa<ParmVarDecl>(R->getDecl()) && R->getType()->isPointerType();
  }

  struct Returning {
    const FunctionDecl *Function = nullptr; ///< a lambda's call operator for a lambda
    const Stmt *Body = nullptr;
  };
  /// The function (or lambda) \p R returns from.
  static Returning returnedFrom(const ReturnStmt &R, SafeSite &Site) {
    DynTypedNode Node = DynTypedNode::create(R);
    while (true) {
      DynTypedNodeList Parents = Site.Ctx.getParents(Node);
      if (Parents.empty())
        return {};
      Node = Parents[0];
      if (const auto *L = Node.get<LambdaExpr>())
        return {L->getCallOperator(), L->getBody()};
      if (const auto *FD = Node.get<FunctionDecl>())
        return {FD, FD->getBody()};
    }
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
  /// `float *p;`, `H h;` with H's pointer members left unset, `float *ps[4];`:
  /// a pointer with no value points anywhere.
  static bool isIndeterminatePointer(const VarDecl &V) {
    if (!V.hasLocalStorage() || isa<ParmVarDecl>(V) || V.isImplicit() ||
        !carriesPointer(V.getType(), /*Arrays=*/false) || V.getType()->isReferenceType())
      return false;
    const Expr *Init = V.getInit();
    if (!Init)
      return true;
    const auto *C = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
    return C && C->getNumArgs() == 0 && C->getConstructor()->isTrivial();
  }
  static void refuseIndeterminate(const VarDecl &V, SafeSite &Site) {
    Site.refuse(V.getLocation(), Key,
                "safe code declares '%0' with a pointer that has no value: it points anywhere "
                "until it is set",
                V.getName(),
                "initialise it where it is declared (nullptr, or what it points at), or give the "
                "class default member initialisers");
  }
  static void refuseReturnedList(SourceLocation Loc, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "safe code returns an initializer_list%0 made from a braced list here: its array "
                "dies at the return, and the caller reads a dead stack slot",
                "", "return the values in a cuda::std::array, or take the list as a parameter");
  }
  static void refuseTemporary(SourceLocation Loc, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "safe code keeps a reference%0 into a temporary: the call returns a reference to "
                "an argument that dies at the end of this statement",
                "", "copy the result into a value (const float m = cuda::std::max(a, b);)");
  }
};

} // namespace

std::unique_ptr<SafeRule> makeLifetimeRule() { return std::make_unique<LifetimeRule>(); }

} // namespace oxide::plugin
