//===- SafeIndeterminate.cpp - Rule: no object without a value ------------===//
//
// A local declared with no initialiser (`unsigned i;`, `float a[4];`,
// `float4 v;`, a class whose compiler-written default constructor leaves a
// member unset) holds an indeterminate value, and reading it is undefined.
// Clang gives it no value at all (LLVM's undef), which the optimiser may
// read as a different number at each use: the bounds check of `x[i]` and
// the load it guards need not see the same `i`. A user constructor that
// leaves a member with no initialiser does the same to every object it
// makes. A function that can reach its end with no `return` gives a result
// with no value, and clang reads that path as unreachable: the conditions
// that lead to it are taken as false, and the checks they decide deleted.
// So in safe code every object starts with a value. A local pointer
// with no value is the lifetime rule's (it points anywhere); this rule
// leaves those to it.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/BitVector.h"

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafeIndeterminate;

bool leavesIndeterminate(QualType T);

/// A default constructor the user wrote: what it leaves unset is the
/// constructor's own refusal, where it is safe code.
bool hasUserDefaultConstructor(const CXXRecordDecl &RD) {
  for (const CXXConstructorDecl *C : RD.ctors())
    if (C->isDefaultConstructor() && C->isUserProvided())
      return true;
  return false;
}

/// True when member \p D of `this` is set before member \p Field of
/// \p Class is: an earlier member, or a base's (bases are set first).
bool isSetBefore(const ValueDecl *D, const RecordDecl &Class, unsigned Field) {
  const auto *F = dyn_cast<FieldDecl>(D);
  if (!F)
    return false; // a member function: it may read anything
  if (F->getParent() == &Class)
    return F->getFieldIndex() < Field;
  const auto *Derived = dyn_cast<CXXRecordDecl>(&Class);
  const auto *Base = dyn_cast<CXXRecordDecl>(F->getParent());
  return Derived && Base && Derived->isDerivedFrom(Base);
}

/// True when \p E reads \p D, or reads through `this` a member of
/// \p Class at or after index \p Field (not set yet where \p E runs), or
/// hands `this` on (a member call). A lambda's body counts: `i = [&] {
/// return i; }()`.
bool readsUnset(const Stmt *E, const ValueDecl *D, const RecordDecl *Class, unsigned Field) {
  if (!E)
    return false;
  if (const auto *R = dyn_cast<DeclRefExpr>(E); R && D && R->getDecl() == D)
    return true;
  if (const auto *M = dyn_cast<MemberExpr>(E);
      M && Class && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
    return !isSetBefore(M->getMemberDecl(), *Class, Field);
  if (isa<CXXThisExpr>(E) && Class)
    return true;
  if (const auto *L = dyn_cast<LambdaExpr>(E); L && readsUnset(L->getBody(), D, Class, Field))
    return true;
  for (const Stmt *C : E->children())
    if (readsUnset(C, D, Class, Field))
      return true;
  return false;
}

/// A member that default-initialisation leaves with no value: no default
/// member initialiser (or one that reads a member not set yet), and a type
/// that leaves a part unset.
bool fieldLeavesIndeterminate(const FieldDecl &F) {
  if (F.isUnnamedBitField())
    return false;
  if (F.hasInClassInitializer()) // `a = b` with `b` declared after `a`
    return readsUnset(F.getInClassInitializer(), nullptr, F.getParent(), F.getFieldIndex());
  return leavesIndeterminate(F.getType());
}

/// True when default-initialising an object of type \p T (no initialiser,
/// or a compiler-written default constructor) leaves some part of it with
/// no value. A virtual base is default-initialised by the most-derived
/// class, whatever its direct heirs' constructors say: refused outright.
bool leavesIndeterminate(QualType T) {
  T = T.getCanonicalType();
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType().getCanonicalType();
  if (T->isReferenceType())
    return false;
  if (T->isScalarType() || T->isVectorType())
    return true;
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  if (RD->getNumVBases() > 0)
    return true;
  if (hasUserDefaultConstructor(*RD))
    return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (leavesIndeterminate(B.getType()))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (fieldLeavesIndeterminate(*F))
      return true;
  return false;
}

/// `T v;` or `T v[n];`: default-initialised, by no constructor or a
/// compiler-written one that does not zero it first.
bool isDefaultInitialised(const VarDecl &V) {
  const Expr *Init = V.getInit();
  if (!Init)
    return true;
  const auto *C = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
  return C && C->getNumArgs() == 0 && !C->requiresZeroInitialization() &&
         !C->getConstructor()->isUserProvided();
}

/// True when \p I sets \p F: names it, or a member of it (an anonymous
/// struct or union's member, set by name).
bool initialises(const CXXCtorInitializer &I, const FieldDecl &F) {
  if (I.getAnyMember() == &F)
    return true;
  if (const IndirectFieldDecl *Chain = I.getIndirectMember())
    for (const NamedDecl *Link : Chain->chain())
      if (Link == &F)
        return true;
  return false;
}

/// The initialiser of \p Ctor written for \p F, or null.
const CXXCtorInitializer *writtenFor(const CXXConstructorDecl &Ctor, const FieldDecl &F) {
  for (const CXXCtorInitializer *I : Ctor.inits())
    if (I->isWritten() && initialises(*I, F))
      return I;
  return nullptr;
}

/// True when \p Ctor names base \p Base in its initialiser list (or the
/// compiler did, for an inherited constructor).
bool initialisesBase(const CXXConstructorDecl &Ctor, QualType Base) {
  const CanQualType Want = Base->getCanonicalTypeUnqualified();
  for (const CXXCtorInitializer *I : Ctor.inits())
    if ((I->isWritten() || Ctor.isInheritingConstructor()) && I->isBaseInitializer() &&
        I->getBaseClass()->getCanonicalTypeUnqualified() == Want)
      return true;
  return false;
}

/// The blocks of \p G that the entry reaches. A switch's implicit default
/// counts even when its cases cover an enumeration: the value may be one
/// that is not listed.
llvm::BitVector liveBlocks(const CFG &G) {
  llvm::BitVector Live(G.getNumBlockIDs());
  llvm::SmallVector<const CFGBlock *, 16> Work{&G.getEntry()};
  Live.set(G.getEntry().getBlockID());
  while (!Work.empty()) {
    const CFGBlock *B = Work.pop_back_val();
    const bool Switch = isa_and_nonnull<SwitchStmt>(B->getTerminatorStmt());
    for (const CFGBlock::AdjacentBlock &Next : B->succs()) {
      const CFGBlock *N = Next.getReachableBlock();
      if (!N && Switch)
        N = Next.getPossiblyUnreachableBlock();
      if (N && !Live.test(N->getBlockID())) {
        Live.set(N->getBlockID());
        Work.push_back(N);
      }
    }
  }
  return Live;
}

/// True when block \p B ends the function by a return or a call that does
/// not return.
bool endsByReturn(const CFGBlock &B) {
  if (B.hasNoReturnElement())
    return true;
  for (auto I = B.rbegin(), E = B.rend(); I != E; ++I)
    if (std::optional<CFGStmt> S = I->getAs<CFGStmt>())
      return isa<ReturnStmt>(S->getStmt());
  return false;
}

/// True when \p FD, which returns a value, may reach its closing brace. A
/// body the CFG cannot be built for counts as reaching it.
bool mayFallOffEnd(const FunctionDecl &FD, ASTContext &Ctx) {
  if (!FD.hasBody() || FD.getReturnType()->isVoidType() || FD.isMain() ||
      FD.getReturnType()->isDependentType() || isa<CXXConstructorDecl, CXXDestructorDecl>(FD))
    return false;
  const std::unique_ptr<CFG> G = CFG::buildCFG(&FD, FD.getBody(), &Ctx, CFG::BuildOptions());
  if (!G)
    return true;
  const llvm::BitVector Live = liveBlocks(*G);
  for (const CFGBlock::AdjacentBlock &P : G->getExit().preds()) {
    // A switch's implicit default, marked unreachable where the cases
    // cover an enumeration, still runs for a value that is not listed.
    const CFGBlock *B = P.getReachableBlock();
    const CFGBlock *Skipped = P.getPossiblyUnreachableBlock();
    if (!B && Skipped && isa_and_nonnull<SwitchStmt>(Skipped->getTerminatorStmt()))
      B = Skipped;
    if (B && Live.test(B->getBlockID()) && !endsByReturn(*B))
      return true;
  }
  return false;
}

class IndeterminateRule : public SafeRule {
public:
  void checkFunction(SafeSite &Site) override {
    checkEnd(*Site.Fn.FD, Site);
    const auto *Ctor = dyn_cast<CXXConstructorDecl>(Site.Fn.FD);
    if (!Ctor || !Ctor->isUserProvided() || Ctor->isDelegatingConstructor())
      return;
    if (const char *Member = unsetMember(*Ctor))
      refuse(Ctor->getLocation(), Member, Site);
  }

  void check(const Stmt &S, SafeSite &Site) override {
    if (const auto *L = dyn_cast<LambdaExpr>(&S))
      return checkLambda(*L, Site);
    const auto *DS = dyn_cast<DeclStmt>(&S);
    if (!DS)
      return;
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && isIndeterminateLocal(*V))
        refuse(V->getLocation(), V->getName(), Site);
  }

private:
  /// A lambda walked inline with its function: its call operator (each
  /// instantiation of a generic one).
  static void checkLambda(const LambdaExpr &L, SafeSite &Site) {
    const CXXMethodDecl *Call = L.getCallOperator();
    if (const FunctionTemplateDecl *T = Call->getDescribedFunctionTemplate()) {
      for (const FunctionDecl *Spec : T->specializations())
        checkEnd(*Spec, Site);
      return;
    }
    checkEnd(*Call, Site);
  }

  static void checkEnd(const FunctionDecl &FD, SafeSite &Site) {
    if (!mayFallOffEnd(FD, Site.Ctx))
      return;
    Site.refuse(FD.getBody()->getEndLoc(), Key,
                "safe code can reach the end of '%0' without a return: the result has no value, "
                "and clang reads that path as unreachable (the checks that lead to it are deleted)",
                FD.getNameAsString(),
                "return a value on every path: end the function with a return");
  }

  static bool isIndeterminateLocal(const VarDecl &V) {
    if (!V.hasLocalStorage() || isa<ParmVarDecl>(V) || V.isImplicit() || isa<DecompositionDecl>(V))
      return false;
    // `unsigned i = i;` (clang's own idiom to silence -Wuninitialized).
    if (readsUnset(V.getInit(), &V, nullptr, 0))
      return true;
    if (isPartlySetUnion(V))
      return true;
    return !carriesPointer(V.getType(), /*Arrays=*/false) && isDefaultInitialised(V) &&
           leavesIndeterminate(V.getType());
  }

  /// `U u = {c};` sets the bytes of its first member only: the union's
  /// wider members read the rest, which have no value.
  static bool isPartlySetUnion(const VarDecl &V) {
    const auto *List = dyn_cast_or_null<InitListExpr>(V.getInit());
    const RecordDecl *RD = V.getType()->getAsRecordDecl();
    if (!List || !RD || !RD->isUnion() || V.getType()->isDependentType())
      return false;
    const FieldDecl *Set = List->getInitializedFieldInUnion();
    const ASTContext &Ctx = V.getASTContext();
    return !Set || Ctx.getTypeSize(Set->getType()) < Ctx.getTypeSize(V.getType());
  }

  /// The first member or base \p Ctor leaves with no value, by name; a
  /// member whose initialiser reads one not set yet counts.
  static const char *unsetMember(const CXXConstructorDecl &Ctor) {
    const CXXRecordDecl &RD = *Ctor.getParent();
    if (RD.getNumVBases() > 0)
      return "a virtual base";
    for (const CXXBaseSpecifier &B : RD.bases())
      if (leavesIndeterminate(B.getType()) && !initialisesBase(Ctor, B.getType()))
        return "a base class";
    bool UnionSet = false;
    for (const FieldDecl *F : RD.fields()) {
      const CXXCtorInitializer *I = writtenFor(Ctor, *F);
      const bool Set = I ? !readsUnset(I->getInit(), nullptr, &RD, F->getFieldIndex())
                         : !fieldLeavesIndeterminate(*F);
      UnionSet |= Set && (I || F->hasInClassInitializer());
      if (!Set && !RD.isUnion())
        return fieldName(*F);
    }
    return RD.isUnion() && !UnionSet ? "every member of the union" : nullptr;
  }

  static const char *fieldName(const FieldDecl &F) {
    return F.getIdentifier() ? F.getIdentifier()->getNameStart() : "an anonymous member";
  }

  static void refuse(SourceLocation Loc, llvm::StringRef Name, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "safe code leaves '%0' with no value: reading it is undefined, and the "
                "optimiser may read it as a different number at each use (a bounds check and "
                "the access it guards need not agree)",
                Name,
                "initialise it where it is declared (unsigned i = 0;, float a[4] = {};, "
                "S s{};), or give the member a default member initialiser or an entry in the "
                "constructor's initialiser list");
  }
};

} // namespace

std::unique_ptr<SafeRule> makeIndeterminateRule() { return std::make_unique<IndeterminateRule>(); }

} // namespace oxide::plugin
