//===- SafeStaticStorage.cpp - Rule: no write to an object every thread sees ==//
//
// An object with static storage duration (`__device__`, `__managed__`, a
// namespace-scope or function-scope `static`, a static data member, and
// `__shared__`) is one object for every thread of the launch (or block).
// Writing it, or taking a writable pointer or reference to it, races. In
// safe code such an object may only be read, and only when it holds no
// pointer: a pointer read from it lets every thread write the same memory.
// The use is followed up through subscripts, members, decays and
// derived-to-base conversions to what consumes it; anything but a read, a
// binding to `const T &`, a pointer to const or a const member call is
// refused. oxide::shared_array's element access is refused by the
// unsafe-scope check instead (one error per use).
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

#include <optional>

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafeStaticStorage;

bool hasStaticStorage(const VarDecl &V) {
  return V.hasGlobalStorage() || V.hasAttr<CUDASharedAttr>();
}

/// `__shared__ oxide::block_shared<...> tile;`: its API is the proof (each
/// thread writes only the cells it owns, reads come after the barrier, it
/// cannot be copied). Only a single object declared __shared__: an array of
/// them, a member of one, or one in __device__ storage stays refused.
bool isBlockShared(const VarDecl &V) {
  const auto *RD = V.getType()->getAsCXXRecordDecl();
  return V.hasAttr<CUDASharedAttr>() && RD &&
         attrs::isMarkedRecord(*RD, attrs::BlockSharedAnnotation);
}

/// \p T without its array extents (`float[4][4]` gives `float`, qualifiers kept).
QualType elementOf(QualType T) {
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  return T;
}

/// Read-only by its type: const, and no mutable member to write (threadIdx).
bool isImmutable(QualType T) {
  T = elementOf(T);
  if (!T.isConstQualified())
    return false;
  const auto *RD = T->getAsCXXRecordDecl();
  return !RD || !RD->hasDefinition() || !RD->hasMutableFields();
}

/// True when an object of type \p T (through references, pointers and
/// arrays) has a mutable member: const access to it may still write.
bool hasMutable(QualType T) {
  T = elementOf(T.getNonReferenceType());
  if (T->isPointerType())
    T = elementOf(T->getPointeeType());
  const auto *RD = T->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() && RD->hasMutableFields();
}

/// A pointer that cannot write what it points to: const, and no mutable
/// member there.
bool isConstPointer(QualType T) {
  return T->isPointerType() && T->getPointeeType().isConstQualified() && !hasMutable(T);
}

bool isWritablePointer(QualType T) { return T->isPointerType() && !isConstPointer(T); }

/// What binding \p Arg to its parameter of call \p C allows.
enum class Use { Read, Write, Next, Unsafe };

Use bindArgument(const Expr &Arg, const FunctionDecl *FD, llvm::ArrayRef<const Expr *> Args,
                 unsigned Skip) {
  for (unsigned I = 0; I < Args.size(); ++I) {
    if (Args[I] != &Arg)
      continue;
    if (I < Skip) // the object of a member operator
      return cast<CXXMethodDecl>(FD)->isConst() && !hasMutable(Arg.getType()) ? Use::Read
                                                                              : Use::Write;
    if (!FD || I - Skip >= FD->getNumParams())
      return Use::Write; // variadic: unknown
    const QualType P = FD->getParamDecl(I - Skip)->getType();
    if (P->isReferenceType())
      return P.getNonReferenceType().isConstQualified() && !hasMutable(P) ? Use::Read : Use::Write;
    return P->isPointerType() && !isConstPointer(P) ? Use::Write : Use::Read;
  }
  return Use::Read; // the callee, or an index
}

/// An implicit conversion of the object: a read, or the object again.
Use consumeImplicitCast(const ImplicitCastExpr &C) {
  switch (C.getCastKind()) {
  case CK_LValueToRValue:
    return Use::Read;
  case CK_NoOp:
    return isImmutable(C.getType()) || isConstPointer(C.getType()) ? Use::Read : Use::Next;
  case CK_ArrayToPointerDecay:
  case CK_DerivedToBase:
  case CK_UncheckedDerivedToBase:
    return Use::Next;
  default:
    return Use::Write;
  }
}

/// `g.m` or `g.f()`: a member is the object again; a method call writes
/// unless the method is static, or const on a type with no mutable member.
Use consumeMember(const MemberExpr &ME) {
  if (const auto *M = dyn_cast<CXXMethodDecl>(ME.getMemberDecl()))
    return (M->isConst() && !hasMutable(ME.getBase()->getType())) || M->isStatic() ? Use::Read
           : attrs::isUnsafeApi(*M)                                                ? Use::Unsafe
                                                                                   : Use::Write;
  return Use::Next;
}

Use consumeUnary(const UnaryOperator &U) {
  if (U.getOpcode() == UO_Deref)
    return Use::Next;
  if (U.getOpcode() == UO_AddrOf)
    return isConstPointer(U.getType()) ? Use::Read : Use::Next;
  return U.isIncrementDecrementOp() ? Use::Write : Use::Read;
}

Use consumeBinary(const BinaryOperator &B, const Expr &Cur) {
  // `(x, g)` and `g.*mp` are g (or a part of it) again.
  if (B.getOpcode() == BO_Comma || B.isPtrMemOp())
    return (B.getOpcode() == BO_Comma ? B.getRHS() : B.getLHS())->IgnoreParens() == &Cur
               ? Use::Next
               : Use::Read;
  if (B.isAssignmentOp() && B.getLHS()->IgnoreParens() == &Cur)
    return Use::Write;
  if (B.isAssignmentOp()) // `p = &g;`: a pointer into the object is stored
    return isWritablePointer(Cur.getType()) ? Use::Write : Use::Read;
  return B.isAdditiveOp() && B.getType()->isPointerType() ? Use::Next : Use::Read;
}

/// A call, an overloaded operator or a constructor that takes the object
/// as an argument; std::nullopt when \p P is none of these.
std::optional<Use> consumeCall(const Stmt &P, const Expr &Cur) {
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(&P)) {
    const FunctionDecl *FD = Op->getDirectCallee();
    const unsigned Skip = isa_and_nonnull<CXXMethodDecl>(FD) ? 1 : 0;
    if (FD && attrs::isUnsafeApi(*FD))
      return Use::Unsafe;
    return bindArgument(Cur, FD, llvm::ArrayRef(Op->getArgs(), Op->getNumArgs()), Skip);
  }
  if (const auto *C = dyn_cast<CallExpr>(&P)) {
    if (C->getDirectCallee() && attrs::isUnsafeApi(*C->getDirectCallee()))
      return Use::Unsafe;
    return bindArgument(Cur, C->getDirectCallee(), llvm::ArrayRef(C->getArgs(), C->getNumArgs()),
                        0);
  }
  if (const auto *C = dyn_cast<CXXConstructExpr>(&P))
    return bindArgument(Cur, C->getConstructor(), llvm::ArrayRef(C->getArgs(), C->getNumArgs()), 0);
  return std::nullopt;
}

Use consumeExplicitCast(const ExplicitCastExpr &C) {
  const QualType T = C.getTypeAsWritten();
  return T->isReferenceType() && !T.getNonReferenceType().isConstQualified() ? Use::Write
         : T->isPointerType() && !isConstPointer(T)                          ? Use::Write
                                                                             : Use::Read;
}

/// How the parent \p P consumes \p Cur, an lvalue (or decayed pointer) into
/// the static object.
Use consume(const Stmt &P, const Expr &Cur) {
  if (const auto *C = dyn_cast<ImplicitCastExpr>(&P))
    return consumeImplicitCast(*C);
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(&P))
    return AS->getBase()->IgnoreParens() == &Cur ? Use::Next : Use::Read;
  if (const auto *ME = dyn_cast<MemberExpr>(&P))
    return consumeMember(*ME);
  if (const auto *U = dyn_cast<UnaryOperator>(&P))
    return consumeUnary(*U);
  if (const auto *B = dyn_cast<BinaryOperator>(&P))
    return consumeBinary(*B, Cur);
  if (std::optional<Use> Call = consumeCall(P, Cur))
    return *Call;
  if (const auto *C = dyn_cast<ExplicitCastExpr>(&P))
    return consumeExplicitCast(*C);
  if (isa<ReturnStmt>(P))
    return Use::Write; // a reference or pointer to it leaves the function
  // An aggregate member: a pointer into the object escapes, and an lvalue
  // that is not read (no conversion above it) binds a reference member.
  if (isa<InitListExpr>(P) || isa<CXXParenListInitExpr>(P))
    return Cur.isGLValue() || isWritablePointer(Cur.getType()) ? Use::Write : Use::Read;
  if (isa<ConditionalOperator>(P))
    return Use::Next;
  return Use::Write;
}

/// The range-for whose hidden `auto &&__range = tile;` is \p V.
const CXXForRangeStmt *rangeForOf(const VarDecl &V, SafeSite &Site) {
  DynTypedNodeList Parents = Site.Ctx.getParents(V);
  const auto *DS = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
  if (!DS)
    return nullptr;
  Parents = Site.Ctx.getParents(*DS);
  const auto *F = Parents.empty() ? nullptr : Parents[0].get<CXXForRangeStmt>();
  return F && F->getRangeStmt() == DS ? F : nullptr;
}

/// True when the use of \p Ref only reads the object.
bool isReadOnly(const Expr &Ref, SafeSite &Site, bool &Unsafe) {
  const Expr *Cur = &Ref;
  while (const Stmt *P = Site.parent(*Cur)) {
    switch (consume(*P, *Cur)) {
    case Use::Read:
      return true;
    case Use::Write:
      return false;
    case Use::Unsafe:
      Unsafe = true;
      return false;
    case Use::Next:
      if (!isa<Expr>(P))
        return false;
      Cur = cast<Expr>(P);
      continue;
    }
  }
  // The parent is a declaration: `T &r = g;` and `float *p = tile;` write,
  // `const T &r = g;`, `const float *p = tile;` and `T v = g;` (a copy,
  // through a constructor above) read.
  const auto *V = dyn_cast_or_null<VarDecl>(Site.parentDecl(*Cur));
  if (!V)
    return false;
  // A range-for reads the elements unless its loop variable binds them
  // writably: `for (const float &x : tile)` reads, `for (float &x : tile)`
  // writes.
  if (const CXXForRangeStmt *F = rangeForOf(*V, Site))
    V = F->getLoopVariable();
  const QualType T = V->getType();
  if (T->isReferenceType())
    return T.getNonReferenceType().isConstQualified() && !hasMutable(T);
  return !isWritablePointer(T);
}

/// `oxide::block_shared<...> tile;` with no __shared__: one per thread (or,
/// `static`, one per launch), so no block shares it. Its publish would trap
/// at run time; refused here first.
void refuseUnsharedBlockShared(const DeclStmt &DS, SafeSite &Site) {
  for (const Decl *D : DS.decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || V->hasAttr<CUDASharedAttr>() ||
        !attrs::markedRecord(V->getType(), attrs::BlockSharedAnnotation) ||
        !Site.R.firstTime(V->getLocation(), checkName(Key)))
      continue;
    Site.R.error(Check::SafeStaticStorage, V->getLocation(),
                 "'%0' is an oxide::block_shared that is not declared __shared__: no block "
                 "shares it")
        << V->getName();
    Site.R.note(V->getLocation(), "declare it `__shared__ oxide::block_shared<...> %0;` in the "
                                  "kernel or the function that publishes it")
        << V->getName();
    Site.noteReached();
  }
}

class StaticStorageRule : public SafeRule {
public:
  void check(const Stmt &S, SafeSite &Site) override {
    if (const auto *DS = dyn_cast<DeclStmt>(&S))
      refuseUnsharedBlockShared(*DS, Site);
    // `g`, and a static data member named through an object: `s.c`, `p->c`.
    const auto *Ref = dyn_cast<Expr>(&S);
    const VarDecl *V = nullptr;
    SourceLocation Loc;
    if (const auto *R = dyn_cast<DeclRefExpr>(&S))
      V = dyn_cast<VarDecl>(R->getDecl()), Loc = R->getLocation();
    else if (const auto *M = dyn_cast<MemberExpr>(&S))
      V = dyn_cast<VarDecl>(M->getMemberDecl()), Loc = M->getMemberLoc();
    if (!V || !hasStaticStorage(*V) || isBlockShared(*V))
      return;
    const bool HoldsPointer = carriesPointer(V->getType(), /*Arrays=*/false);
    if (isImmutable(V->getType()) && !HoldsPointer)
      return;
    bool Unsafe = false;
    const bool ReadOnly = isReadOnly(*Ref, Site, Unsafe);
    if ((ReadOnly && !HoldsPointer) || Unsafe || !Site.R.firstTime(Loc, checkName(Key)))
      return;
    if (ReadOnly)
      Site.R.error(Check::SafeStaticStorage, Loc,
                   "safe code uses '%0', a pointer in static storage: every "
                   "thread reaches the same memory through it, unchecked")
          << V->getName();
    else
      Site.R.error(Check::SafeStaticStorage, Loc,
                   "safe code writes '%0', or takes a writable pointer or reference to it; it has "
                   "static storage, so every thread sees this one object and the write races")
          << V->getName();
    Site.R.note(V->getLocation(),
                "'%0' is declared here; write results through an oxide::disjoint_slice witness, "
                "keep per-thread state in locals, or stage block-shared data "
                "through a __shared__ oxide::block_shared and its publish()")
        << V->getName();
    Site.noteReached();
  }
};

} // namespace

std::unique_ptr<SafeRule> makeStaticStorageRule() { return std::make_unique<StaticStorageRule>(); }

} // namespace oxide::plugin
