//===- SafeContext.cpp - The functions oxide checks as safe code ----------===//

#include "SafeContext.h"
#include "SafeWalk.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

/// A non-generic lambda written in a function is walked where it is
/// written, inside that function's unsafe blocks; it is not its own entry.
bool isWalkedInline(const FunctionDecl &FD) {
  const CXXMethodDecl *M = nonGenericLambdaMember(FD);
  return M && M->getParent()->isLocalClass();
}

/// A compiler-written function: an implicit or defaulted special member.
bool hasNoWrittenBody(const FunctionDecl &FD) { return FD.isImplicit() || FD.isDefaulted(); }

/// The user record behind \p T (through references, pointers and arrays).
const CXXRecordDecl *recordOf(QualType T) {
  T = T.getNonReferenceType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType() : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() ? RD->getDefinition() : nullptr;
}

/// What one function body runs: the functions it names, the destructors of
/// the objects it makes, and what it hands to other code. \p Derived says
/// what to do with each (name, destroys, handOver).
template <class Derived> class CallGraphWalker : public SafeWalker<Derived> {
public:
  CallGraphWalker(SafeContext &S, bool StartsUnsafe)
      : SafeWalker<Derived>(S.trusted(), StartsUnsafe), S(S) {}

  bool shouldVisitImplicitCode() const { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getDecl()))
      self().name(*FD, E->getLocation());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getMemberDecl()))
      self().name(*FD, E->getMemberLoc());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    self().name(*E->getConstructor(), E->getLocation());
    self().handOver(*E->getConstructor(), llvm::ArrayRef(E->getArgs(), E->getNumArgs()),
                    E->getLocation());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    if (const FunctionDecl *FD = E->getDirectCallee())
      self().handOver(*FD, llvm::ArrayRef(E->getArgs(), E->getNumArgs()), E->getExprLoc());
    return true;
  }
  bool VisitCXXBindTemporaryExpr(CXXBindTemporaryExpr *E) {
    self().destroys(E->getType(), E->getExprLoc());
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (V->hasLocalStorage())
      self().destroys(V->getType(), V->getLocation());
    // __attribute__((cleanup(f))) calls f at scope exit, with no call
    // expression to walk: f is named here.
    if (const auto *C = V->getAttr<CleanupAttr>(); C && C->getFunctionDecl())
      self().name(*C->getFunctionDecl(), C->getLocation());
    return true;
  }
  bool VisitCXXNewExpr(CXXNewExpr *E) {
    if (const FunctionDecl *New = E->getOperatorNew())
      self().name(*New, E->getBeginLoc());
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    if (const FunctionDecl *Del = E->getOperatorDelete())
      self().name(*Del, E->getBeginLoc());
    self().destroys(E->getDestroyedType(), E->getBeginLoc());
    return true;
  }
  bool VisitCXXInheritedCtorInitExpr(CXXInheritedCtorInitExpr *E) {
    self().name(*E->getConstructor(), E->getLocation());
    return true;
  }
  // An array's elements past the written ones are made by the list's
  // filler (`T a[4] = {}`, `T a[4](x)`), which the visitor does not walk.
  bool TraverseInitListExpr(InitListExpr *S) {
    if (!SafeWalker<Derived>::TraverseInitListExpr(S))
      return false;
    InitListExpr *Semantic = S->isSemanticForm() ? S : S->getSemanticForm();
    return !Semantic || !Semantic->hasArrayFiller() ||
           this->TraverseStmt(Semantic->getArrayFiller());
  }
  bool TraverseCXXParenListInitExpr(CXXParenListInitExpr *S) {
    if (!SafeWalker<Derived>::TraverseCXXParenListInitExpr(S))
      return false;
    return !S->getArrayFiller() || this->TraverseStmt(S->getArrayFiller());
  }
  bool VisitLambdaExpr(LambdaExpr *E) {
    if (const FunctionTemplateDecl *T = E->getDependentCallOperator())
      for (const FunctionDecl *Spec : T->specializations())
        self().nameGeneric(*Spec, E->getBeginLoc());
    return true;
  }

  /// Destroying an object names each destructor it runs.
  void destroys(QualType T, SourceLocation Loc) {
    S.forEachDestructor(T, [&](const FunctionDecl &D) { self().name(D, Loc); });
  }

protected:
  SafeContext &S;

private:
  Derived &self() { return this->getDerived(); }
};

/// Everything one safe function reaches.
class EdgeFinder : public CallGraphWalker<EdgeFinder> {
public:
  EdgeFinder(SafeContext &S, const SafeFunction &From)
      : CallGraphWalker(S, From.StartsUnsafe), From(From) {}

  /// Trusted code runs nothing of the user's but what it is handed; what
  /// it runs is reached from here.
  /// An unsafe function named here outside [[oxide::unsafe]] is a hidden
  /// unsafe call unless the unsafe-scope check saw it written (one report:
  /// both use the place the callee is named). An implicit function (a
  /// defaulted copy, a closure's copy) has no code of its own to answer for
  /// what it runs: that is reached, and answered for, from here.
  void name(const FunctionDecl &FD, SourceLocation Loc) {
    if (isWalkedInline(FD))
      return;
    if (Trusted.isTrusted(FD))
      return S.reachThrough(FD, From, Loc, inUnsafe());
    S.reach(&FD, From, Loc);
    // A compiler-written function's callers answer for it (reachThrough).
    if (!inUnsafe() && attrs::isUnsafeApi(FD) && !hasNoWrittenBody(*From.FD))
      S.hideUnsafe({From.FD, Loc, &FD, nullptr});
    if (hasNoWrittenBody(FD))
      S.reachThrough(FD, From, Loc, inUnsafe());
  }
  void nameGeneric(const FunctionDecl &Spec, SourceLocation Loc) {
    S.reach(&Spec, From, Loc, inUnsafe());
  }
  /// Trusted code that receives a user object (a functor, a lambda's
  /// closure) or instantiates a template with a user class may call any of
  /// that class's members.
  void handOver(const FunctionDecl &Callee, llvm::ArrayRef<Expr *> Args, SourceLocation Loc) {
    if (!Trusted.isTrusted(Callee))
      return;
    for (const Expr *A : Args)
      S.reachAllMembers(recordOf(A->getType()), From, Loc);
    if (const TemplateArgumentList *TA = Callee.getTemplateSpecializationArgs())
      for (const TemplateArgument &Arg : TA->asArray())
        if (Arg.getKind() == TemplateArgument::Type)
          S.reachAllMembers(recordOf(Arg.getAsType()), From, Loc);
  }

private:
  const SafeFunction &From;
};

/// The user functions one trusted function's body runs, directly or
/// through more trusted code (cuda::std::max calls the user's operator<,
/// optional::emplace the user's constructor).
class ThroughFinder : public CallGraphWalker<ThroughFinder> {
public:
  ThroughFinder(SafeContext &S, std::vector<const FunctionDecl *> &Out)
      : CallGraphWalker(S, false), Out(Out) {}

  void name(const FunctionDecl &FD, SourceLocation) {
    const bool User = !Trusted.isTrusted(FD);
    if (User)
      Out.push_back(&FD);
    if (User && !hasNoWrittenBody(FD))
      return;
    const std::vector<const FunctionDecl *> &More = S.userCodeThrough(FD);
    Out.insert(Out.end(), More.begin(), More.end());
  }
  void nameGeneric(const FunctionDecl &Spec, SourceLocation Loc) { name(Spec, Loc); }
  void handOver(const FunctionDecl &, llvm::ArrayRef<Expr *>, SourceLocation) {}

private:
  std::vector<const FunctionDecl *> &Out;
};

/// The non-raw oxide kernels with a body, instantiations included.
class KernelFinder : public RecursiveASTVisitor<KernelFinder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (attrs::isOxideKernel(*FD) && !attrs::isRawKernel(*FD) &&
        FD->doesThisDeclarationHaveABody() && !FD->isDependentContext())
      Kernels.push_back(FD);
    return true;
  }
  std::vector<const FunctionDecl *> Kernels;
};

} // namespace

SafeContext::SafeContext(ASTContext &Ctx, const TrustedCode &Trusted) : Trusted(Trusted) {
  KernelFinder K;
  K.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const FunctionDecl *FD : K.Kernels)
    if (!Trusted.isTrusted(*FD))
      add({FD, FD, SourceLocation(),
           /*StartsUnsafe=*/false}); // a kernel is never unsafe throughout
  // Functions grows while it is walked: index, not iterators.
  for (size_t I = 0; I < Functions.size(); ++I) {
    const SafeFunction F = Functions[I];
    EdgeFinder(*this, F).walk(*F.FD);
  }
}

const SafeFunction *SafeContext::find(const FunctionDecl *FD) const {
  if (!FD)
    return nullptr;
  const FunctionDecl *Def = FD->getDefinition();
  auto It = Index.find(Def ? Def : FD);
  return It == Index.end() ? nullptr : &Functions[It->second];
}

void SafeContext::add(SafeFunction F) {
  if (Index.try_emplace(F.FD, Functions.size()).second)
    Functions.push_back(F);
}

void SafeContext::reach(const FunctionDecl *FD, const SafeFunction &From, SourceLocation Loc,
                        bool StartsUnsafe) {
  if (!FD)
    return;
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Def->hasBody() || Def->isDependentContext() || Trusted.isTrusted(*Def))
    return;
  add({Def, From.Kernel, Loc, StartsUnsafe || attrs::isUnsafeApi(*Def)});
}

void SafeContext::reachAllMembers(const CXXRecordDecl *RD, const SafeFunction &From,
                                  SourceLocation Loc) {
  if (!RD || RD->isLambda() || Trusted.isTrusted(*RD) ||
      !MembersReached.try_emplace(RD, true).second)
    return;
  for (const Decl *D : RD->decls()) {
    if (const auto *M = dyn_cast<CXXMethodDecl>(D))
      reach(M, From, Loc);
    else if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      for (const FunctionDecl *Spec : T->specializations())
        reach(Spec, From, Loc);
  }
  for (const CXXBaseSpecifier &B : RD->bases())
    reachAllMembers(recordOf(B.getType()), From, Loc);
}

void SafeContext::forEachDestructor(QualType T,
                                    llvm::function_ref<void(const FunctionDecl &)> F) const {
  llvm::SmallPtrSet<const CXXRecordDecl *, 8> Seen;
  forEachDestructor(T, F, Seen);
}

void SafeContext::forEachDestructor(QualType T, llvm::function_ref<void(const FunctionDecl &)> F,
                                    llvm::SmallPtrSetImpl<const CXXRecordDecl *> &Seen) const {
  if (T->isPointerType() || T->isReferenceType())
    return; // destroys no object
  const CXXRecordDecl *RD = recordOf(T);
  // cuda::std::tuple's bases name the tuple again among their arguments.
  if (!RD || !Seen.insert(RD).second)
    return;
  if (const CXXDestructorDecl *D = RD->getDestructor())
    F(*D);
  // A destructor destroys members and bases with no expression to walk;
  // cuda::std::optional<user_type> keeps user_type in raw storage.
  for (const FieldDecl *Field : RD->fields())
    forEachDestructor(Field->getType(), F, Seen);
  for (const CXXBaseSpecifier &B : RD->bases())
    forEachDestructor(B.getType(), F, Seen);
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD);
      Spec && Trusted.isTrusted(*RD))
    for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
      if (Arg.getKind() == TemplateArgument::Type)
        forEachDestructor(Arg.getAsType(), F, Seen);
}

void SafeContext::hideUnsafe(HiddenUnsafeCall Call) {
  for (const HiddenUnsafeCall &H : Hidden)
    if (H.Caller == Call.Caller && H.Loc == Call.Loc && H.Unsafe == Call.Unsafe)
      return;
  Hidden.push_back(Call);
}

const std::vector<const FunctionDecl *> &
SafeContext::userCodeThrough(const FunctionDecl &FD) const {
  const FunctionDecl *Def = FD.getDefinition();
  auto [It, New] = Through.try_emplace(Def ? Def : &FD);
  if (!New || !Def || !Def->hasBody())
    return It->second; // known, in progress (recursion), or nothing to run
  std::vector<const FunctionDecl *> Out;
  // The finder only reads the context, and fills the (mutable) memo.
  ThroughFinder(const_cast<SafeContext &>(*this), Out).walk(*Def);
  std::vector<const FunctionDecl *> &Slot = Through[Def]; // the map may have grown
  Slot = std::move(Out);
  return Slot;
}

void SafeContext::reachThrough(const FunctionDecl &FD, const SafeFunction &From, SourceLocation Loc,
                               bool InUnsafe) {
  // Copied: reaching may grow the memo.
  const std::vector<const FunctionDecl *> Users = userCodeThrough(FD);
  for (const FunctionDecl *U : Users) {
    reach(U, From, Loc);
    if (!InUnsafe && attrs::isUnsafeApi(*U))
      hideUnsafe({From.FD, Loc, U, &FD});
  }
}

} // namespace oxide::plugin
