//===- SafeUniformity.cpp - Rule: every thread a collective names reaches it ==//
//
// A collective (oxide::block::sync, the block and warp reductions and
// broadcasts, and any function of the user's that runs one) must be reached
// by every thread of its block or warp together. In the safe context the
// rule proves that, or refuses the call:
//   - every condition the call runs under (if, loop, switch, ?:, && and ||)
//     is uniform at the collective's scope (Uniformity.h);
//   - no return, break or continue that some threads may take and others
//     not comes before it (a return earlier in the function or in a loop
//     around both; a break or continue in the loop around it), and no goto
//     is in the function at all;
//   - an argument a collective marks OXIDE_UNIFORM_ARG (a broadcast's
//     source) is uniform;
//   - a function that runs a collective is only ever called directly: not
//     named as a pointer, not handed to trusted code, not virtual, not a
//     destructor (which runs wherever a scope ends);
//   - an oxide::uniform<T> is made only from launch-uniform values.
// Inside [[oxide::unsafe]], and for CUDA's own __syncthreads and shuffles
// there, an unproven collective is a warning: the SAFETY comment answers
// for it.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"
#include "SafeWalk.h"
#include "Uniformity.h"

#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafeUniformity;

/// What one function (a safe function, or a lambda written in one) does
/// that the rule reads.
struct Unit {
  const FunctionDecl *FD = nullptr;
  bool StartsUnsafe = false;
  struct Call {
    const Expr *E; ///< the call or construction
    const FunctionDecl *Callee;
    bool InUnsafe;
    const Stmt *At; ///< where it runs: E, or the use of a default
                    ///< or of a range-for whose hidden code it is
  };
  std::vector<Call> Calls;
  std::vector<const Stmt *> Exits;                          ///< return, break, continue, goto
  std::vector<const DeclRefExpr *> Names;                   ///< functions named
  std::vector<const AbstractConditionalOperator *> Choices; ///< `c ? u1 : u2` of uniforms
};

class Scanner : public SafeWalker<Scanner> {
public:
  Scanner(const TrustedCode &Trusted, Unit &U, std::vector<Unit> &Nested)
      : SafeWalker(Trusted, U.StartsUnsafe), U(U), Nested(Nested) {}

  // A lambda's body is its own unit: its returns leave only it, and the
  // enclosing function reaches its collectives through the call.
  bool TraverseLambdaExpr(LambdaExpr *E) {
    for (Expr *Init : E->capture_inits())
      if (Init && !TraverseStmt(Init))
        return false;
    if (!E->isGenericLambda())
      Nested.push_back(Unit{E->getCallOperator(), inUnsafe(), {}, {}, {}});
    return WalkUpFromLambdaExpr(E);
  }
  // Code written at a callee or a field (a default argument, a default
  // member initialiser) runs where it is used: its calls are placed there.
  bool TraverseCXXDefaultArgExpr(CXXDefaultArgExpr *E) {
    llvm::SaveAndRestore Guard(UseSite, UseSite ? UseSite : static_cast<Stmt *>(E));
    return SafeWalker::TraverseCXXDefaultArgExpr(E);
  }
  bool TraverseCXXDefaultInitExpr(CXXDefaultInitExpr *E) {
    llvm::SaveAndRestore Guard(UseSite, UseSite ? UseSite : static_cast<Stmt *>(E));
    return SafeWalker::TraverseCXXDefaultInitExpr(E);
  }
  // A range-for's hidden calls (begin, end, !=, ++, *) are a user's
  // functions for a user's range: begin and end run where the loop is, the
  // others once an iteration, as the body does.
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *S) {
    {
      llvm::SaveAndRestore Guard(UseSite, UseSite ? UseSite : static_cast<Stmt *>(S));
      for (DeclStmt *Once : {S->getBeginStmt(), S->getEndStmt()})
        if (Once && !traverseImplicitInits(*Once))
          return false;
    }
    if (!traverseEachIteration(*S))
      return false;
    return SafeWalker::TraverseCXXForRangeStmt(S);
  }
  // An aggregate's initialiser list, as the compiler completes it: what the
  // compiler adds (default member initialisers, the constructions of members
  // the list leaves out, an array's filler) is in that form only, and runs
  // where the list is. The elements written in the list run where they are
  // written, under the conditions around them there.
  bool TraverseInitListExpr(InitListExpr *S) {
    if (!traverseAddedToList(*S))
      return false;
    return SafeWalker::TraverseInitListExpr(S);
  }
  // `T a[2](x)`: the elements past the written ones are the filler's.
  bool TraverseCXXParenListInitExpr(CXXParenListInitExpr *S) {
    if (Expr *Filler = S->getArrayFiller()) {
      llvm::SaveAndRestore Guard(UseSite, UseSite ? UseSite : static_cast<Stmt *>(S));
      if (!TraverseStmt(Filler))
        return false;
    }
    return SafeWalker::TraverseCXXParenListInitExpr(S);
  }
  // `a != b` that calls the user's operator==, `a < b` that calls <=>: the
  // written form names no function; the call is in the rewritten form.
  bool TraverseCXXRewrittenBinaryOperator(CXXRewrittenBinaryOperator *S) {
    return TraverseStmt(S->getSemanticForm());
  }
  // A constructor's unwritten base and member initialisers run their
  // constructors (SafeWalker walks only their default member initialisers).
  bool TraverseConstructorInitializer(CXXCtorInitializer *Init) {
    if (!Init->isWritten() && Init->getInit() && !isa<CXXDefaultInitExpr>(Init->getInit()))
      return TraverseStmt(Init->getInit());
    return SafeWalker::TraverseConstructorInitializer(Init);
  }
  // A structured binding of a tuple-like class calls its get<I>() in a
  // hidden variable's initialiser, which the walk does not reach: those
  // calls run where the declaration is.
  bool TraverseDeclStmt(DeclStmt *S) {
    for (Decl *D : S->decls())
      if (auto *DD = dyn_cast<DecompositionDecl>(D))
        if (!traverseHoldingInits(*DD, *S))
          return false;
    return SafeWalker::TraverseDeclStmt(S);
  }
  bool VisitCallExpr(CallExpr *C) {
    if (const FunctionDecl *Callee = C->getDirectCallee())
      U.Calls.push_back({C, Callee, inUnsafe(), site(C)});
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    U.Calls.push_back({C, C->getConstructor(), inUnsafe(), site(C)});
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (isa<FunctionDecl>(E->getDecl()))
      U.Names.push_back(E);
    return true;
  }
  bool VisitAbstractConditionalOperator(AbstractConditionalOperator *E) {
    if (isUniformType(E->getType()))
      U.Choices.push_back(E);
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *S) { return exit(S); }
  bool VisitBreakStmt(BreakStmt *S) { return exit(S); }
  bool VisitContinueStmt(ContinueStmt *S) { return exit(S); }
  bool VisitGotoStmt(GotoStmt *S) { return exit(S); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S) { return exit(S); }

private:
  bool traverseAddedToList(InitListExpr &S) {
    InitListExpr *Semantic = S.isSemanticForm() ? &S : S.getSemanticForm();
    if (!Semantic)
      return true;
    llvm::SmallPtrSet<const Stmt *, 8> Written;
    if (const InitListExpr *Syntactic = S.isSemanticForm() ? S.getSyntacticForm() : &S)
      for (const Stmt *Child : Syntactic->children())
        if (const auto *E = dyn_cast_or_null<Expr>(Child))
          Written.insert(E->IgnoreImplicit());
    llvm::SaveAndRestore Guard(UseSite, UseSite ? UseSite : static_cast<Stmt *>(&S));
    for (Stmt *Child : Semantic->children()) {
      auto *E = dyn_cast_or_null<Expr>(Child);
      if (E && !isa<InitListExpr>(E->IgnoreImplicit()) && !Written.contains(E->IgnoreImplicit()) &&
          !TraverseStmt(E))
        return false;
    }
    return !Semantic->hasArrayFiller() || TraverseStmt(Semantic->getArrayFiller());
  }
  // The visitor skips implicit declarations (a range-for's __begin): their
  // initialisers are walked here.
  bool traverseImplicitInits(DeclStmt &D) {
    for (Decl *Dl : D.decls())
      if (auto *V = dyn_cast<VarDecl>(Dl); V && V->getInit() && !TraverseStmt(V->getInit()))
        return false;
    return true;
  }
  bool traverseHoldingInits(DecompositionDecl &D, DeclStmt &At) {
    llvm::SaveAndRestore Guard(UseSite, UseSite ? UseSite : static_cast<Stmt *>(&At));
    for (BindingDecl *B : D.bindings())
      if (VarDecl *H = B->getHoldingVar(); H && H->getInit() && !TraverseStmt(H->getInit()))
        return false;
    return true;
  }
  bool traverseEachIteration(CXXForRangeStmt &S) {
    llvm::SaveAndRestore Guard(UseSite, UseSite ? UseSite : S.getBody());
    for (Stmt *Each : {static_cast<Stmt *>(S.getCond()), static_cast<Stmt *>(S.getInc())})
      if (Each && !TraverseStmt(Each))
        return false;
    const VarDecl *Var = S.getLoopVariable();
    return !Var || !Var->getInit() || TraverseStmt(const_cast<Expr *>(Var->getInit()));
  }
  const Stmt *site(const Expr *E) const { return UseSite ? UseSite : E; }
  bool exit(const Stmt *S) {
    U.Exits.push_back(S);
    return true;
  }
  Unit &U;
  std::vector<Unit> &Nested;
  Stmt *UseSite = nullptr;
};

/// The collective scope of each function that runs one.
class Collectives {
public:
  std::optional<Scope> of(const FunctionDecl &FD) const {
    if (std::optional<Scope> S = markedCollective(FD))
      return S;
    if (std::optional<Scope> S = cudaCollective(FD))
      return S;
    auto It = User.find(FD.getCanonicalDecl());
    if (It != User.end())
      return It->second;
    // A compiler-written constructor runs its bases' and members'
    // constructors: a collective if any of theirs may be (deny by default:
    // any constructor of theirs that runs one).
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD);
        Ctor && (Ctor->isImplicit() || Ctor->isDefaulted()))
      return partsConstruct(*Ctor->getParent(), 0);
    // Any other compiler-written function (an assignment, a defaulted
    // comparison) runs its bases' and members' own: a collective if any
    // function of theirs may be (deny by default).
    if (const CXXRecordDecl *RD = writtenByCompilerFor(FD))
      return partsRun(*RD, 0);
    return std::nullopt;
  }
  /// A function runs the widest collective it calls: block over warp.
  void grow(llvm::ArrayRef<Unit> Units) {
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const Unit &U : Units)
        for (const Unit::Call &C : U.Calls)
          if (std::optional<Scope> S = of(*C.Callee); S && !refusedAlready(C))
            Changed |= widen(*U.FD, *S);
    }
  }
  /// True when \p RD (or a base) has a member function that runs a
  /// collective.
  bool hasCollectiveMember(const CXXRecordDecl *RD) const {
    if (!RD || !RD->hasDefinition())
      return false;
    RD = RD->getDefinition();
    for (const CXXBaseSpecifier &B : RD->bases())
      if (hasCollectiveMember(B.getType()->getAsCXXRecordDecl()))
        return true;
    for (const Decl *D : RD->decls()) {
      const auto *M = dyn_cast<FunctionDecl>(D);
      if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
        for (const FunctionDecl *Spec : T->specializations())
          if (of(*Spec))
            return true;
      if (M && of(*M))
        return true;
    }
    return false;
  }

private:
  /// The class of a compiler-written function that is not a constructor
  /// (an implicit or defaulted assignment, a defaulted comparison, member
  /// or friend), or null.
  static const CXXRecordDecl *writtenByCompilerFor(const FunctionDecl &FD) {
    if (!FD.isImplicit() && !FD.isDefaulted())
      return nullptr;
    if (const auto *M = dyn_cast<CXXMethodDecl>(&FD))
      return isa<CXXConstructorDecl>(M) ? nullptr : M->getParent();
    if (FD.getNumParams() == 0)
      return nullptr;
    return FD.getParamDecl(0)->getType().getNonReferenceType()->getAsCXXRecordDecl();
  }
  /// Keeps the wider of \p Widest and \p S: block over warp.
  static void keepWidest(std::optional<Scope> &Widest, std::optional<Scope> S) {
    if (S && (!Widest || *S == Scope::Block))
      Widest = S;
  }
  /// The widest of \p PartScope over the classes of \p RD's bases and
  /// fields (arrays of them included).
  template <class PartFn>
  static std::optional<Scope> widestOfParts(const CXXRecordDecl &RD, unsigned Depth,
                                            PartFn PartScope) {
    std::optional<Scope> Widest;
    auto Take = [&](QualType T) {
      const CXXRecordDecl *Part = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
      if (Part && Part->hasDefinition() && Depth <= 8)
        keepWidest(Widest, PartScope(*Part->getDefinition()));
    };
    for (const CXXBaseSpecifier &B : RD.bases())
      Take(B.getType());
    for (const FieldDecl *F : RD.fields())
      Take(F->getType());
    return Widest;
  }
  /// The widest collective any function of \p RD's bases and fields may run.
  std::optional<Scope> partsRun(const CXXRecordDecl &RD, unsigned Depth) const {
    return widestOfParts(RD, Depth, [&](const CXXRecordDecl &Part) {
      return hasCollectiveMember(&Part) ? std::optional(Scope::Block) : partsRun(Part, Depth + 1);
    });
  }
  /// The widest collective any constructor of \p RD's bases and fields (or
  /// theirs, through compiler-written ones) may run.
  std::optional<Scope> partsConstruct(const CXXRecordDecl &RD, unsigned Depth) const {
    return widestOfParts(RD, Depth, [&](const CXXRecordDecl &Part) {
      std::optional<Scope> Widest;
      for (const CXXConstructorDecl *C : Part.ctors())
        keepWidest(Widest,
                   C->isImplicit() || C->isDefaulted() ? partsConstruct(Part, Depth + 1) : of(*C));
      return Widest;
    });
  }
  /// CUDA's own collective outside [[oxide::unsafe]]: the Tier-2 rule
  /// refuses it; its callers need not be refused for it too.
  static bool refusedAlready(const Unit::Call &C) {
    return !C.InUnsafe && cudaCollective(*C.Callee);
  }
  bool widen(const FunctionDecl &FD, Scope S) {
    auto [It, New] = User.try_emplace(FD.getCanonicalDecl(), S);
    if (New)
      return true;
    if (It->second == Scope::Warp && S == Scope::Block) {
      It->second = Scope::Block;
      return true;
    }
    return false;
  }
  llvm::DenseMap<const FunctionDecl *, Scope> User;
};

/// A condition that decides whether a statement runs, and the part of it
/// that may differ between threads.
struct Control {
  const Expr *Cond = nullptr;
  const Expr *Varying = nullptr;
};

/// The condition of \p P that decides whether its child \p Child runs (or
/// how often), or null.
const Expr *controllingCondition(const Stmt &P, const Stmt *Child) {
  if (const auto *S = dyn_cast<IfStmt>(&P))
    return !S->isConstexpr() && !S->isConsteval() &&
                   (Child == S->getThen() || Child == S->getElse())
               ? S->getCond()
               : nullptr;
  if (const auto *S = dyn_cast<ForStmt>(&P))
    return Child != S->getInit() ? S->getCond() : nullptr;
  if (const auto *S = dyn_cast<WhileStmt>(&P))
    return S->getCond();
  if (const auto *S = dyn_cast<DoStmt>(&P))
    return S->getCond();
  if (const auto *S = dyn_cast<CXXForRangeStmt>(&P))
    return Child == S->getBody() || Child == S->getLoopVarStmt() ? S->getRangeInit() : nullptr;
  if (const auto *S = dyn_cast<SwitchStmt>(&P))
    return Child == S->getBody() ? S->getCond() : nullptr;
  if (const auto *C = dyn_cast<ConditionalOperator>(&P))
    return Child == C->getTrueExpr() || Child == C->getFalseExpr() ? C->getCond() : nullptr;
  if (const auto *C = dyn_cast<BinaryConditionalOperator>(&P))
    return Child == C->getFalseExpr() ? C->getCommon() : nullptr;
  if (const auto *B = dyn_cast<BinaryOperator>(&P); B && B->isLogicalOp())
    return Child == B->getRHS() ? B->getLHS() : nullptr;
  return nullptr;
}

const Stmt *parentStmt(ASTContext &Ctx, const DynTypedNode &N, DynTypedNode &Up) {
  const DynTypedNodeList Parents = Ctx.getParents(N);
  if (Parents.empty() || Parents[0].get<FunctionDecl>())
    return nullptr;
  Up = Parents[0];
  return Up.get<Stmt>();
}

/// True for a type that holds an oxide::uniform as a template argument
/// (cuda::std::optional<oxide::uniform<int>>, a tuple of them), at any depth.
bool holdsUniform(QualType T, unsigned Depth = 0) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!Spec || Depth > 8)
    return false;
  for (const TemplateArgument &A : Spec->getTemplateArgs().asArray()) {
    if (A.getKind() == TemplateArgument::Type &&
        (isUniformType(A.getAsType()) || holdsUniform(A.getAsType(), Depth + 1)))
      return true;
    if (A.getKind() == TemplateArgument::Pack)
      for (const TemplateArgument &P : A.pack_elements())
        if (P.getKind() == TemplateArgument::Type &&
            (isUniformType(P.getAsType()) || holdsUniform(P.getAsType(), Depth + 1)))
          return true;
  }
  return false;
}

/// oxide::uniform's own members (its constructors are checked as made).
bool isUniformMember(const FunctionDecl &FD) {
  const auto *M = dyn_cast<CXXMethodDecl>(&FD);
  return M && attrs::isMarkedRecord(*M->getParent(), attrs::UniformAnnotation);
}

/// Where a diagnostic about code run at \p S points: for a default
/// argument or member initialiser, the use, not the declaration.
SourceLocation where(const Stmt &S) {
  if (const auto *D = dyn_cast<CXXDefaultInitExpr>(&S))
    return D->getUsedLocation();
  if (const auto *D = dyn_cast<CXXDefaultArgExpr>(&S))
    return D->getUsedLocation();
  return S.getBeginLoc();
}

/// How a diagnostic names a function: a lambda by that word.
std::string displayName(const FunctionDecl &FD) {
  if (const auto *M = dyn_cast<CXXMethodDecl>(&FD); M && M->getParent()->isLambda())
    return "lambda";
  return FD.getQualifiedNameAsString();
}

bool isLoop(const Stmt &S) { return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S); }

/// The arguments of a call or a construction (none for anything else).
llvm::ArrayRef<const Expr *> argumentsOf(const Expr &E) {
  if (const auto *Call = dyn_cast<CallExpr>(&E))
    return llvm::ArrayRef(Call->getArgs(), Call->getNumArgs());
  if (const auto *Ctor = dyn_cast<CXXConstructExpr>(&E))
    return llvm::ArrayRef(Ctor->getArgs(), Ctor->getNumArgs());
  return {};
}

class UnitCheck {
public:
  UnitCheck(SafeSite &Site, const Unit &U, const Collectives &Coll)
      : Site(Site), Ctx(Site.Ctx), U(U), Coll(Coll), Values(Site.Ctx, *U.FD, Site.trusted()) {}

  void run() {
    for (const Unit::Call &C : U.Calls)
      checkCall(C);
    for (const DeclRefExpr *Name : U.Names)
      checkNamed(*Name);
    for (const AbstractConditionalOperator *Choice : U.Choices)
      checkUniformChoice(*Choice);
    checkUniformReturns();
  }

private:
  void checkCall(const Unit::Call &C) {
    if (isUniformType(C.E->getType()) && isa<CXXConstructExpr>(C.E) && !C.InUnsafe)
      checkUniformMade(*cast<CXXConstructExpr>(C.E));
    if (!C.InUnsafe && Site.trusted().isTrusted(*C.Callee))
      checkLibraryUniform(C);
    if (!C.InUnsafe)
      checkTileIdentity(C);
    // A collective too: block_shared::publish runs the fill and read
    // functions it is given, in a loop some threads skip.
    if (Site.trusted().isTrusted(*C.Callee))
      checkHandOff(C);
    checkConversion(C);
    const std::optional<Scope> S = Coll.of(*C.Callee);
    // CUDA's own collectives outside [[oxide::unsafe]] are refused already.
    if (!S || (!C.InUnsafe && cudaCollective(*C.Callee)))
      return;
    checkReached(C, *S);
    checkUniformArgs(C, *S);
  }

  /// The first condition between \p S and the function body (or \p Stop)
  /// that may differ between the threads of scope \p Sc.
  Control control(const Stmt &S, Scope Sc, const Stmt *Stop = nullptr) {
    DynTypedNode N = DynTypedNode::create(S), Up;
    for (const Stmt *Child = &S; true;) {
      const DynTypedNodeList Parents = Ctx.getParents(N);
      if (Parents.empty() || Parents[0].get<FunctionDecl>())
        return {};
      // The root of a default argument or member initialiser: what runs it
      // is checked where it is used.
      if (Parents[0].get<ParmVarDecl>() || Parents[0].get<FieldDecl>())
        return {};
      // A lambda's body runs where it is called (its own unit); its
      // init-captures run where the lambda is made, under the conditions
      // around it.
      if (const auto *L = Parents[0].get<LambdaExpr>(); L && !isInitCapture(*L, Child))
        return {};
      Up = Parents[0];
      const Stmt *P = Up.get<Stmt>();
      if (P && P == Stop)
        return {};
      if (const Expr *Cond = P ? controllingCondition(*P, Child) : nullptr)
        if (const Expr *V = varyingCondition(*P, *Cond, Sc))
          return {Cond, V};
      if (P)
        Child = P;
      N = Up;
    }
  }

  static bool isInitCapture(const LambdaExpr &L, const Stmt *Child) {
    for (const Expr *Init : L.capture_inits())
      if (Init && Init == Child)
        return true;
    return false;
  }

  /// A range-for runs as often as its range is long: the range must be
  /// uniform, and oxide's own (a user's begin() may read threadIdx).
  const Expr *varyingCondition(const Stmt &P, const Expr &Cond, Scope Sc) {
    if (const Expr *V = Values.varying(Cond, Sc))
      return V;
    if (!isa<CXXForRangeStmt>(P))
      return nullptr;
    const CXXRecordDecl *RD = Cond.getType().getNonReferenceType()->getAsCXXRecordDecl();
    return RD && Site.trusted().isTrusted(*RD) ? nullptr : &Cond;
  }

  void checkReached(const Unit::Call &C, Scope S) {
    if (const Control Ctl = control(*C.At, S); Ctl.Cond)
      report(C, S, Ctl);
    // Code run at a use but written elsewhere (a default member initialiser,
    // a range-for's hidden calls) has its own conditions, between the call
    // and that code's root.
    else if (C.At != C.E)
      if (const Control Inner = control(*C.E, S, C.At); Inner.Cond)
        report(C, S, Inner);
    // An exit in an unsafe block counts as any other: its comment cannot
    // vouch for a safe collective after it.
    for (const Stmt *Exit : U.Exits)
      checkExit(*Exit, C, S);
  }

  void report(const Unit::Call &C, Scope S, const Control &Ctl) {
    const std::string Name = displayName(*C.Callee);
    if (!Site.R.firstTime(where(*C.At), "uniformity-call"))
      return;
    if (C.InUnsafe) {
      if (!Site.R.emitsNonErrors())
        return;
      Site.R.warning(Key, where(*C.At),
                     "collective '%0' inside [[oxide::unsafe]] is not proven to be reached by "
                     "every thread of the %1",
                     {Name, scopeName(S)});
    } else {
      Site.R.error(Key, where(*C.At),
                   "collective '%0' is not proven to be reached by every thread of the %1: it "
                   "runs under a condition that may differ between them")
          << Name << scopeName(S);
    }
    explain(Ctl, S);
    Site.noteReached();
  }

  void explain(const Control &Ctl, Scope S) {
    Site.R.note(Ctl.Varying->getBeginLoc(), "'%0' may differ between the threads of a %1")
        << text(*Ctl.Varying) << scopeName(S);
    Site.R.note(Ctl.Cond->getBeginLoc(),
                "a value the whole %0 shares comes from kernel parameters, %1blockDim, gridDim, "
                "literals, oxide::uniform values, a collective's result, or a for-loop counter "
                "with such bounds; hoist the collective out of the branch, or build the "
                "condition from those (docs/cooperation.md)")
        << scopeName(S) << (S == Scope::Launch ? "" : "blockIdx, ");
  }

  /// A return, break or continue that some threads take and others do not,
  /// before collective \p C.
  void checkExit(const Stmt &Exit, const Unit::Call &C, Scope S) {
    if (isa<GotoStmt, IndirectGotoStmt>(Exit))
      return refuseGoto(Exit, C);
    const Control Ctl = exitSkipping(Exit, *C.At, S);
    if (!Ctl.Cond || !Site.R.firstTime(Exit.getBeginLoc(), "uniformity-exit"))
      return;
    const StringRef Kind = isa<ReturnStmt>(Exit)  ? "return"
                           : isa<BreakStmt>(Exit) ? "break"
                                                  : "continue";
    const std::string Name = displayName(*C.Callee);
    if (C.InUnsafe) {
      if (!Site.R.emitsNonErrors())
        return;
      Site.R.warning(Key, Exit.getBeginLoc(),
                     "this %0 may be taken by some threads of the %1 and not others, before "
                     "collective '%2' inside [[oxide::unsafe]]",
                     {Kind, scopeName(S), Name});
    } else {
      Site.R.error(Key, Exit.getBeginLoc(),
                   "this %0 may be taken by some threads of the %1 and not others, and "
                   "collective '%2' comes after it: the threads that left would never reach it")
          << Kind << scopeName(S) << Name;
    }
    Site.R.note(where(*C.At), "collective '%0' is here") << Name;
    explain(Ctl, S);
    Site.noteReached();
  }

  /// The condition that may differ between threads under which \p Exit (a
  /// return, break or continue) lets some of them skip \p At; none when it
  /// cannot skip it: a return after it and in no loop with it, a break or
  /// continue whose loop does not hold it.
  Control exitSkipping(const Stmt &Exit, const Stmt &At, Scope S) {
    const Stmt *Stop = nullptr;
    if (!isa<ReturnStmt>(Exit)) {
      Stop = target(Exit);
      if (!Stop || !within(At, *Stop))
        return {};
    } else if (!comesBefore(Exit, At) && !shareLoop(Exit, At)) {
      return {};
    }
    if (const Control Ctl = control(Exit, S, Stop); Ctl.Cond || Stop)
      return Ctl;
    return jumpedOver(Exit, S);
  }

  /// A varying break or continue whose loop or switch holds return \p
  /// Return: only the threads that do not take it reach the return.
  Control jumpedOver(const Stmt &Return, Scope S) {
    for (const Stmt *Other : U.Exits) {
      if (Other == &Return || !isa<BreakStmt, ContinueStmt>(Other))
        continue;
      const Stmt *T = target(*Other);
      if (!T || !within(Return, *T))
        continue;
      if (const Control Ctl = control(*Other, S, T); Ctl.Cond)
        return Ctl;
    }
    return {};
  }

  void refuseGoto(const Stmt &Goto, const Unit::Call &C) {
    if (!Site.R.firstTime(Goto.getBeginLoc(), "uniformity-goto"))
      return;
    Site.R.error(Key, Goto.getBeginLoc(),
                 "goto in a function that runs collective '%0': oxide cannot prove which "
                 "threads reach the collective")
        << displayName(*C.Callee);
    Site.R.note(Goto.getBeginLoc(), "write the jump as a loop, an if or a return");
    Site.noteReached();
  }

  void checkUniformArgs(const Unit::Call &C, Scope S) {
    const auto *Call = dyn_cast<CallExpr>(C.E);
    if (!Call || !markedCollective(*C.Callee))
      return;
    for (unsigned I = 0; I < Call->getNumArgs() && I < C.Callee->getNumParams(); ++I) {
      if (!attrs::hasParamMark(*C.Callee, I, attrs::UniformArgAnnotation))
        continue;
      const Expr *V = Values.varying(*Call->getArg(I), S);
      if (!V || C.InUnsafe || !Site.R.firstTime(Call->getArg(I)->getBeginLoc(), "uniform-arg"))
        continue;
      Site.R.error(Key, Call->getArg(I)->getBeginLoc(),
                   "argument '%0' of collective '%1' must be the same in every thread of the "
                   "%2")
          << C.Callee->getParamDecl(I)->getName() << displayName(*C.Callee) << scopeName(S);
      explain({Call->getArg(I), V}, S);
      Site.noteReached();
    }
  }

  void checkUniformMade(const CXXConstructExpr &C) {
    for (const Expr *A : C.arguments()) {
      const Expr *V = Values.varying(*A, Scope::Launch);
      if (!V || !Site.R.firstTime(C.getBeginLoc(), "uniform-made"))
        continue;
      Site.R.error(Key, C.getBeginLoc(),
                   "oxide::uniform made from a value that may differ between threads");
      explain({A, V}, Scope::Launch);
      Site.noteReached();
    }
  }

  /// `c ? u1 : u2` whose arms are oxide::uniform values: each arm is the
  /// same in every thread, but which one a thread gets is `c`'s choice.
  void checkUniformChoice(const AbstractConditionalOperator &Choice) {
    const Expr *V = Values.varying(*Choice.getCond(), Scope::Launch);
    if (!V || !Site.R.firstTime(Choice.getBeginLoc(), "uniform-choice"))
      return;
    Site.R.error(Key, Choice.getBeginLoc(),
                 "oxide::uniform chosen by a condition that may differ between threads");
    explain({Choice.getCond(), V}, Scope::Launch);
    Site.noteReached();
  }

  /// A function that returns an oxide::uniform by value: each return must
  /// be taken by every thread alike (no condition that may differ around
  /// it, no exit some threads take before it), or two threads would get
  /// different values, each typed as the same in all of them.
  void checkUniformReturns() {
    const QualType Ret = U.FD->getReturnType();
    if (!isUniformType(Ret) || Ret->isReferenceType())
      return;
    for (const Stmt *Exit : U.Exits)
      if (const auto *Return = dyn_cast<ReturnStmt>(Exit))
        checkUniformReturn(*Return);
  }

  void checkUniformReturn(const ReturnStmt &Return) {
    Control Ctl = control(Return, Scope::Launch);
    for (const Stmt *Other : U.Exits) {
      if (Ctl.Cond)
        break;
      if (Other == &Return)
        continue;
      if (isa<GotoStmt, IndirectGotoStmt>(Other))
        return refuseUniformGoto(*Other);
      Ctl = exitSkipping(*Other, Return, Scope::Launch);
    }
    if (!Ctl.Cond || !Site.R.firstTime(Return.getBeginLoc(), "uniform-return"))
      return;
    Site.R.error(Key, Return.getBeginLoc(),
                 "this return gives an oxide::uniform, but some threads may return here and "
                 "others elsewhere: the value may differ between them");
    explain(Ctl, Scope::Launch);
    Site.noteReached();
  }

  void refuseUniformGoto(const Stmt &Goto) {
    if (!Site.R.firstTime(Goto.getBeginLoc(), "uniform-goto"))
      return;
    Site.R.error(Key, Goto.getBeginLoc(),
                 "goto in a function that returns an oxide::uniform: oxide cannot prove that "
                 "every thread returns the same value");
    Site.noteReached();
  }

  /// An object whose member runs a collective, handed to trusted code: it
  /// may call that member under any condition.
  void checkHandOff(const Unit::Call &C) {
    const llvm::ArrayRef<const Expr *> Args = argumentsOf(*C.E);
    // oxide's own types (the second block_shared of a two-tile publish) are
    // handed to oxide's code, which runs their collectives where it should.
    for (const Expr *A : Args) {
      const CXXRecordDecl *RD = A->getType().getNonReferenceType()->getAsCXXRecordDecl();
      if (Coll.hasCollectiveMember(RD) && !Site.trusted().isTrusted(*RD))
        return refuseIndirect(A->getBeginLoc(), displayName(*C.Callee), "it is handed to");
    }
    // What the library code runs of the user's: a functor's operator, an
    // operator< that cuda::std::max calls, a destructor.
    for (const FunctionDecl *User : Site.Safe.userCodeThrough(*C.Callee))
      if (Coll.of(*User))
        return refuseIndirect(C.E->getBeginLoc(), displayName(*C.Callee), "it is run by");
  }

  /// A lambda's conversion to a function pointer: the pointer calls it
  /// where nothing sees.
  void checkConversion(const Unit::Call &C) {
    const auto *Conv = dyn_cast<CXXConversionDecl>(C.Callee);
    if (Conv && Conv->getParent()->isLambda() && Coll.hasCollectiveMember(Conv->getParent()))
      refuseIndirect(C.E->getBeginLoc(), "lambda", "it becomes a function pointer to");
  }

  /// A value of a library type holding an oxide::uniform (optional,
  /// tuple, make_from_tuple's result): the library made that uniform from
  /// anything, where no check saw it.
  void checkLibraryUniform(const Unit::Call &C) {
    const QualType T = C.E->getType().getNonReferenceType();
    if (isUniformType(T) ? !Site.trusted().isTrusted(*C.Callee) || isUniformMember(*C.Callee)
                         : !holdsUniform(T))
      return;
    if (!Site.R.firstTime(C.E->getBeginLoc(), "uniform-library"))
      return;
    Site.R.error(Key, C.E->getBeginLoc(),
                 "oxide::uniform made or held by library code ('%0'): oxide checks each uniform "
                 "where it is made, and cannot see that here")
        << displayName(*C.Callee);
    Site.R.note(C.E->getBeginLoc(), "make the oxide::uniform in your own code, from a kernel "
                                    "parameter or another uniform value");
    Site.noteReached();
  }

  /// A function that runs a collective, named other than to call it.
  void checkNamed(const DeclRefExpr &Name) {
    const auto *FD = cast<FunctionDecl>(Name.getDecl());
    if (!Coll.of(*FD) || isCallee(Name))
      return;
    refuseIndirect(Name.getBeginLoc(), displayName(*FD), "its address is taken as");
  }

  /// The block_shared a call publishes (its object, or an argument bound to
  /// a block_shared reference or pointer parameter) is one object for the
  /// whole block: a __shared__ variable named directly, or a reference
  /// parameter (whose own callers are held to the same). A tile picked per
  /// thread (`(c ? a : b)`, a local reference or pointer bound to a choice)
  /// would leave cells of each tile that no thread of it wrote.
  void checkTileIdentity(const Unit::Call &C) {
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C.E))
      if (isBlockSharedType(MC->getImplicitObjectArgument()->getType()))
        checkSameTile(*MC->getImplicitObjectArgument());
    const llvm::ArrayRef<const Expr *> Args = argumentsOf(*C.E);
    for (const Expr *A : Args)
      if (isBlockSharedType(A->getType()))
        checkSameTile(*A);
  }

  static bool isBlockSharedType(QualType T) {
    T = T.getNonReferenceType();
    if (T->isPointerType())
      T = T->getPointeeType();
    const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
    return RD && attrs::isMarkedRecord(*RD, attrs::BlockSharedAnnotation);
  }

  void checkSameTile(const Expr &E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E.IgnoreParenImpCasts());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (V &&
        (V->hasAttr<CUDASharedAttr>() || (isa<ParmVarDecl>(V) && V->getType()->isReferenceType())))
      return;
    if (!Site.R.firstTime(E.getBeginLoc(), "uniformity-tile"))
      return;
    Site.R.error(Key, E.getBeginLoc(),
                 "the oxide::block_shared published here is not known to be the same object in "
                 "every thread of the block");
    Site.R.note(E.getBeginLoc(), "name the __shared__ variable itself (or a reference parameter "
                                 "that is passed one): a tile picked per thread leaves cells "
                                 "that no thread of it wrote");
    Site.noteReached();
  }

  void refuseIndirect(SourceLocation Loc, const std::string &What, StringRef How) {
    if (!Site.R.firstTime(Loc, "uniformity-indirect"))
      return;
    Site.R.error(Key, Loc,
                 "a function that runs a collective may only be called directly; here %0 "
                 "'%1', which may call it where not every thread does")
        << How << What;
    Site.R.note(Loc, "call the function (or lambda) itself where every thread of the block "
                     "reaches the call");
    Site.noteReached();
  }

  bool isCallee(const DeclRefExpr &Name) {
    DynTypedNode Up;
    for (const Stmt *P = parentStmt(Ctx, DynTypedNode::create(Name), Up); P;
         P = parentStmt(Ctx, Up, Up)) {
      if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P);
          Cast && (Cast->getCastKind() == CK_FunctionToPointerDecay ||
                   Cast->getCastKind() == CK_BuiltinFnToFnPtr))
        continue;
      if (isa<ParenExpr>(P))
        continue;
      const auto *Call = dyn_cast<CallExpr>(P);
      return Call && Call->getCallee()->IgnoreParenImpCasts() == &Name;
    }
    return false;
  }

  /// The loop (or, for a break, switch) \p Exit leaves: a named one's
  /// (`break outer;`, C2y's named loops) is the loop it names.
  const Stmt *target(const Stmt &Exit) {
    if (const auto *L = dyn_cast<LoopControlStmt>(&Exit); L && L->hasLabelTarget())
      return L->getNamedLoopOrSwitch();
    DynTypedNode Up;
    for (const Stmt *P = parentStmt(Ctx, DynTypedNode::create(Exit), Up); P;
         P = parentStmt(Ctx, Up, Up))
      if (isLoop(*P) || (isa<BreakStmt>(Exit) && isa<SwitchStmt>(P)))
        return P;
    return nullptr;
  }

  bool within(const Stmt &Inner, const Stmt &Outer) {
    DynTypedNode Up;
    for (const Stmt *P = parentStmt(Ctx, DynTypedNode::create(Inner), Up); P;
         P = parentStmt(Ctx, Up, Up))
      if (P == &Outer)
        return true;
    return false;
  }

  /// True unless \p B is known to come first. Inside one macro expansion
  /// both are at the same place, and the macro may put its arguments in
  /// any order: the exit is taken to come first.
  bool comesBefore(const Stmt &A, const Stmt &B) const {
    const SourceManager &SM = Ctx.getSourceManager();
    return !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(B.getBeginLoc()),
                                         SM.getExpansionLoc(A.getBeginLoc()));
  }

  /// True when a loop holds both: the next iteration reaches \p B again.
  bool shareLoop(const Stmt &A, const Stmt &B) {
    DynTypedNode Up;
    for (const Stmt *P = parentStmt(Ctx, DynTypedNode::create(A), Up); P;
         P = parentStmt(Ctx, Up, Up))
      if (isLoop(*P) && within(B, *P))
        return true;
    return false;
  }

  std::string text(const Expr &E) const {
    const SourceManager &SM = Ctx.getSourceManager();
    const CharSourceRange R = SM.getExpansionRange(E.getSourceRange());
    const StringRef T = Lexer::getSourceText(R, SM, Ctx.getLangOpts());
    return T.size() > 60 ? T.substr(0, 57).str() + "..." : T.str();
  }

  SafeSite &Site;
  ASTContext &Ctx;
  const Unit &U;
  const Collectives &Coll;
  Uniformity Values;
};

class UniformityRule : public SafeRule {
public:
  void checkFunction(SafeSite &Site) override {
    if (!Ready)
      prepare(Site);
    auto It = UnitsOf.find(Site.Fn.FD);
    if (It == UnitsOf.end())
      return;
    for (size_t I : It->second)
      UnitCheck(Site, Units[I], Coll).run();
    checkPlacement(Site);
  }

private:
  /// Scans every safe function (and the lambdas in it) once, then works out
  /// which of them run a collective.
  void prepare(SafeSite &Site) {
    Ready = true;
    llvm::DenseSet<const FunctionDecl *> Seen;
    for (const SafeFunction &Fn : Site.Safe.functions())
      Seen.insert(Fn.FD);
    for (const SafeFunction &Fn : Site.Safe.functions()) {
      std::vector<Unit> Work{Unit{Fn.FD, Fn.StartsUnsafe, {}, {}, {}}};
      while (!Work.empty()) {
        Unit U = std::move(Work.back());
        Work.pop_back();
        std::vector<Unit> Nested;
        if (U.FD->hasBody())
          Scanner(Site.trusted(), U, Nested).walk(*U.FD);
        for (Unit &N : Nested)
          Work.push_back(std::move(N));
        // A user function the context did not list (a base's constructor
        // run by an unwritten initialiser): scanned too, so that what it
        // runs is known.
        for (const Unit::Call &C : U.Calls)
          if (const FunctionDecl *Def = C.Callee->getDefinition();
              Def && Def->hasBody() && !Site.trusted().isTrusted(*Def) && Seen.insert(Def).second)
            Work.push_back(Unit{Def, U.StartsUnsafe, {}, {}, {}});
        UnitsOf[Fn.FD].push_back(Units.size());
        Units.push_back(std::move(U));
      }
    }
    Coll.grow(Units);
  }

  /// A destructor runs wherever a scope ends, and a virtual call's target
  /// is not known: neither may run a collective.
  void checkPlacement(SafeSite &Site) {
    const FunctionDecl &FD = *Site.Fn.FD;
    const auto *M = dyn_cast<CXXMethodDecl>(&FD);
    if (!M || !Coll.of(FD) || !(isa<CXXDestructorDecl>(M) || M->isVirtual()) ||
        !Site.R.firstTime(FD.getLocation(), "uniformity-placement"))
      return;
    Site.R.error(Key, FD.getLocation(),
                 "'%0' runs a collective, but it is %1: nothing proves where it runs or that "
                 "every thread runs it")
        << FD.getQualifiedNameAsString()
        << (isa<CXXDestructorDecl>(M) ? "a destructor" : "virtual");
    Site.R.note(FD.getLocation(), "run the collective from a plain function that the kernel "
                                  "calls directly");
    Site.noteReached();
  }

  bool Ready = false;
  std::vector<Unit> Units;
  llvm::DenseMap<const FunctionDecl *, std::vector<size_t>> UnitsOf;
  Collectives Coll;
};

} // namespace

std::unique_ptr<SafeRule> makeUniformityRule() { return std::make_unique<UniformityRule>(); }

} // namespace oxide::plugin
