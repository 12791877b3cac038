//===- Uniformity.cpp - Values every thread of a block or warp shares -----===//

#include "Uniformity.h"
#include "SafeRules.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {

llvm::StringRef scopeName(Scope S) {
  switch (S) {
  case Scope::Launch:
    return "launch";
  case Scope::Block:
    return "block";
  case Scope::Warp:
    return "warp";
  }
  return "block";
}

std::optional<Scope> markedCollective(const FunctionDecl &FD) {
  if (attrs::hasFunctionMark(FD, attrs::BlockCollectiveAnnotation))
    return Scope::Block;
  if (attrs::hasFunctionMark(FD, attrs::WarpCollectiveAnnotation))
    return Scope::Warp;
  return std::nullopt;
}

std::optional<Scope> cudaCollectiveName(StringRef N) {
  if (N.starts_with("__syncthreads") || N.starts_with("__barrier_sync"))
    return Scope::Block;
  static const llvm::StringSet<> Warp = {"__syncwarp",
                                         "__shfl",
                                         "__shfl_up",
                                         "__shfl_down",
                                         "__shfl_xor",
                                         "__shfl_sync",
                                         "__shfl_up_sync",
                                         "__shfl_down_sync",
                                         "__shfl_xor_sync",
                                         "__ballot",
                                         "__ballot_sync",
                                         "__any",
                                         "__all",
                                         "__any_sync",
                                         "__all_sync",
                                         "__uni_sync",
                                         "__match_any_sync",
                                         "__match_all_sync",
                                         "__reduce_add_sync",
                                         "__reduce_min_sync",
                                         "__reduce_max_sync",
                                         "__reduce_and_sync",
                                         "__reduce_or_sync",
                                         "__reduce_xor_sync"};
  // Deny by default: every global `__..._sync` intrinsic takes a lane mask
  // and is a warp collective (__match32_any_sync, __match64_all_sync and
  // the ones a later CUDA adds), not only the names above.
  if (Warp.contains(N) || (N.starts_with("__") && N.ends_with("_sync")))
    return Scope::Warp;
  return std::nullopt;
}

std::optional<Scope> cudaCollective(const FunctionDecl &FD) {
  if (!FD.getIdentifier() || !FD.getDeclContext()->getRedeclContext()->isTranslationUnit())
    return std::nullopt;
  return cudaCollectiveName(FD.getName());
}

bool isUniformType(QualType T) {
  return !T.isNull() && attrs::markedRecord(T.getNonReferenceType(), attrs::UniformAnnotation);
}

namespace {

/// CUDA's builtin index variables, by the type clang gives each.
std::optional<Scope> builtinVariableScope(const VarDecl &V) {
  // CUDA's own: the global blockDim of clang's global __cuda_builtin_*_t,
  // never a class of that name in a namespace of the user's (a conversion
  // of one can read threadIdx).
  const CXXRecordDecl *RD = V.getType()->getAsCXXRecordDecl();
  if (!RD || !RD->getIdentifier() ||
      !RD->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
      !V.getDeclContext()->getRedeclContext()->isTranslationUnit() || !V.hasExternalStorage())
    return std::nullopt;
  const StringRef N = RD->getName();
  if (N == "__cuda_builtin_blockDim_t" || N == "__cuda_builtin_gridDim_t")
    return Scope::Launch;
  if (N == "__cuda_builtin_blockIdx_t")
    return Scope::Block;
  return std::nullopt;
}

/// The builtin variable \p E reads (blockIdx.x, or the whole of blockIdx
/// through its conversion to dim3 or uint3), or null.
const VarDecl *builtinVariableOf(const Expr &E) {
  const Expr *Base = nullptr;
  if (const auto *P = dyn_cast<PseudoObjectExpr>(&E))
    if (const auto *M = dyn_cast<MSPropertyRefExpr>(P->getSyntacticForm()->IgnoreParens()))
      Base = M->getBaseExpr();
  if (const auto *M = dyn_cast<MSPropertyRefExpr>(&E))
    Base = M->getBaseExpr();
  if (const auto *C = dyn_cast<CXXMemberCallExpr>(&E);
      C && isa<CXXConversionDecl>(C->getMethodDecl()))
    Base = C->getImplicitObjectArgument();
  if (const auto *O = dyn_cast_or_null<OpaqueValueExpr>(Base))
    Base = O->getSourceExpr();
  const auto *Ref = Base ? dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts()) : nullptr;
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && builtinVariableScope(*V) ? V : nullptr;
}

/// Pure functions of their arguments, as CUDA and libcu++ declare them.
bool isPureMathName(StringRef N) {
  static const llvm::StringSet<> Names = {
      "min",   "max",    "umin",  "umax",   "llmin",  "llmax",      "ullmin", "ullmax", "fminf",
      "fmaxf", "fmin",   "fmax",  "abs",    "labs",   "llabs",      "fabsf",  "fabs",   "ceilf",
      "ceil",  "floorf", "floor", "sqrtf",  "sqrt",   "rsqrtf",     "expf",   "exp",    "logf",
      "log",   "log2f",  "exp2f", "__expf", "__logf", "__fdividef", "rintf",  "roundf", "truncf"};
  return Names.contains(N);
}

/// Members of oxide's types that read only what the host bound (a view's
/// length and width) or what the type holds (oxide::uniform's value). Their
/// object decides whether the result is uniform.
bool isOxideQuery(const CXXMethodDecl &M) {
  if (attrs::isMarkedRecord(*M.getParent(), attrs::UniformAnnotation))
    return M.isConst();
  static const llvm::StringSet<> Names = {"len", "size", "width", "empty"};
  return M.getIdentifier() && Names.contains(M.getName()) && M.isConst() &&
         inOxideNamespace(*M.getParent());
}

/// True when \p Arg of \p Call is passed by value or by const reference (or
/// is the object of a const member operator).
bool boundAsConst(const CallExpr &Call, const Expr &Arg) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee)
    return false;
  // An operator that is a member takes its object as argument 0.
  const bool MemberOperator = isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee);
  for (unsigned I = 0; I < Call.getNumArgs(); ++I) {
    if (Call.getArg(I) != &Arg)
      continue;
    if (MemberOperator && I == 0)
      return cast<CXXMethodDecl>(Callee)->isConst();
    const unsigned Param = MemberOperator ? I - 1 : I;
    if (Param >= Callee->getNumParams())
      return false;
    const QualType T = Callee->getParamDecl(Param)->getType();
    return !T->isReferenceType() || T.getNonReferenceType().isConstQualified();
  }
  return false;
}

/// True when an object of type \p T holds a `mutable` member, in itself, a
/// base, a member or an array element: a const member call, or a const&
/// binding, may then write it.
bool holdsMutable(QualType T) {
  const CXXRecordDecl *RD =
      T.getNonReferenceType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  for (const FieldDecl *F : RD->fields())
    if (F->isMutable() || holdsMutable(F->getType()))
      return true;
  return llvm::any_of(RD->bases(),
                      [](const CXXBaseSpecifier &B) { return holdsMutable(B.getType()); });
}

/// True when the use \p E of a variable only reads it: a load, a field read,
/// a const member call, a copy, a const& binding, a capture (what the
/// lambda's body does with it is a use of its own, found in the same walk).
/// Not of an object that holds a `mutable` member (`s.touch()` may set one
/// to threadIdx.x): every use of that is a write.
bool onlyReads(ASTContext &Ctx, const TrustedCode &Trusted, const Expr &E) {
  if (holdsMutable(E.getType()))
    return false;
  const DynTypedNodeList Parents = Ctx.getParents(E);
  if (Parents.empty())
    return false;
  // A const& binding reads; so does a range-for over one of oxide's types
  // (its hidden `auto &&__range`: oxide's begin() and end() write nothing).
  if (const auto *VD = Parents[0].get<VarDecl>()) {
    const QualType T = VD->getType();
    const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
    return T->isReferenceType() && (T.getNonReferenceType().isConstQualified() ||
                                    (VD->isImplicit() && RD && Trusted.isTrusted(*RD)));
  }
  const Stmt *P = Parents[0].get<Stmt>();
  if (!P)
    return false;
  if (isa<ParenExpr>(P))
    return onlyReads(Ctx, Trusted, *cast<Expr>(P));
  if (const auto *C = dyn_cast<ImplicitCastExpr>(P)) {
    switch (C->getCastKind()) {
    case CK_LValueToRValue:
      return true;
    case CK_NoOp:
    case CK_UncheckedDerivedToBase:
    case CK_DerivedToBase:
      return C->getType().isConstQualified() || onlyReads(Ctx, Trusted, *C);
    default:
      return false;
    }
  }
  if (const auto *M = dyn_cast<MemberExpr>(P)) {
    if (M->isArrow())
      return false;
    if (isa<FieldDecl>(M->getMemberDecl()))
      return onlyReads(Ctx, Trusted, *M);
    const auto *Method = dyn_cast<CXXMethodDecl>(M->getMemberDecl());
    return Method && Method->isConst();
  }
  if (const auto *C = dyn_cast<CXXConstructExpr>(P)) {
    const CXXConstructorDecl *Ctor = C->getConstructor();
    return Ctor->isCopyConstructor() && C->getNumArgs() >= 1 &&
           Ctor->getParamDecl(0)->getType().getNonReferenceType().isConstQualified() &&
           C->getArg(0)->IgnoreParenImpCasts() == E.IgnoreParenImpCasts();
  }
  if (const auto *L = dyn_cast<LambdaExpr>(P)) {
    for (auto [Capture, Init] : llvm::zip(L->captures(), L->capture_inits()))
      if (Init == &E)
        return Capture.getCaptureKind() == LCK_ByCopy || Capture.getCaptureKind() == LCK_ByRef;
    return false;
  }
  if (const auto *Call = dyn_cast<CallExpr>(P))
    return boundAsConst(*Call, E);
  return false;
}

/// `++i`, `i--`, `i += s`, `i -= s`: the one write a loop counter's
/// increment may be. Its step (s) goes to \p Steps. Nothing else counts
/// (a comma, a cast, a call around it): the increment is the step itself.
bool isCounterStep(const Stmt &S, const VarDecl &V, llvm::SmallVectorImpl<const Expr *> &Steps) {
  auto IsV = [&](const Expr *E) {
    const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParens());
    return R && R->getDecl() == &V;
  };
  if (const auto *U = dyn_cast<UnaryOperator>(&S))
    return U->isIncrementDecrementOp() && IsV(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(&S);
      B && (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign) && IsV(B->getLHS())) {
    Steps.push_back(B->getRHS());
    return true;
  }
  return false;
}

/// Every use of a local or parameter of one function, outside its own
/// initialiser.
class UseFinder : public RecursiveASTVisitor<UseFinder> {
public:
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      Uses.push_back({V, E});
    return true;
  }
  bool VisitForStmt(ForStmt *S) {
    if (const auto *D = dyn_cast_or_null<DeclStmt>(S->getInit()))
      for (const Decl *Dl : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(Dl); V && S->getInc())
          Counters.push_back({V, S->getInc()});
    return true;
  }
  std::vector<std::pair<const VarDecl *, const DeclRefExpr *>> Uses;
  std::vector<std::pair<const VarDecl *, const Stmt *>> Counters;
};

const Stmt *stripParens(const Stmt *S) {
  const auto *E = dyn_cast_or_null<Expr>(S);
  return E ? E->IgnoreParens() : S;
}

} // namespace

Uniformity::Uniformity(ASTContext &Ctx, const FunctionDecl &FD, const TrustedCode &Trusted)
    : Ctx(Ctx), FD(FD), Trusted(Trusted) {}

void Uniformity::findWrites() {
  WritesKnown = true;
  UseFinder F;
  F.TraverseStmt(FD.getBody());
  for (auto [V, Inc] : F.Counters)
    Counters[V] = Inc;
  for (auto [V, Ref] : F.Uses) {
    if (onlyReads(Ctx, Trusted, *Ref))
      continue;
    // A counter's own step, written in its for statement's increment.
    auto It = Counters.find(V);
    const DynTypedNodeList Parents = Ctx.getParents(*Ref);
    const Stmt *Step = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    while (Step && isa<ParenExpr>(Step)) {
      const DynTypedNodeList Up = Ctx.getParents(*Step);
      Step = Up.empty() ? nullptr : Up[0].get<Stmt>();
    }
    llvm::SmallVector<const Expr *, 2> Steps;
    if (It != Counters.end() && Step && Step == stripParens(It->second) &&
        isCounterStep(*Step, *V, Steps))
      continue;
    Written.insert(V);
  }
}

bool Uniformity::stable(const VarDecl &V) {
  if (!WritesKnown)
    findWrites();
  return !Written.contains(&V);
}

const Expr *Uniformity::varying(const Expr &Whole, Scope S) {
  const Expr *E = Whole.IgnoreImplicit()->IgnoreParens();
  while (E != E->IgnoreImplicit()->IgnoreParens())
    E = E->IgnoreImplicit()->IgnoreParens();
  if (E->isValueDependent() || E->isTypeDependent())
    return E;
  if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr, CharacterLiteral,
          CXXNullPtrLiteralExpr, UnaryExprOrTypeTraitExpr>(E) ||
      E->isIntegerConstantExpr(Ctx))
    return nullptr;
  if (const VarDecl *B = builtinVariableOf(*E))
    return *builtinVariableScope(*B) == Scope::Launch || S != Scope::Launch ? nullptr : E;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(Ref->getDecl()))
      return nullptr;
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      return varyingVar(*Ref, *V, S);
    return E;
  }
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return !M->isArrow() && isa<FieldDecl>(M->getMemberDecl()) ? varying(*M->getBase(), S) : E;
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp() || B->getOpcode() == BO_Comma || B->isPtrMemOp())
      return E;
    if (const Expr *L = varying(*B->getLHS(), S))
      return L;
    return varying(*B->getRHS(), S);
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf || U->getOpcode() == UO_Deref)
      return E;
    return varying(*U->getSubExpr(), S);
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    for (const Expr *Part : {C->getCond(), C->getTrueExpr(), C->getFalseExpr()})
      if (const Expr *V = varying(*Part, S))
        return V;
    return nullptr;
  }
  if (const auto *C = dyn_cast<ExplicitCastExpr>(E))
    return varying(*C->getSubExpr(), S);
  if (const auto *C = dyn_cast<CXXConstructExpr>(E)) {
    // oxide::uniform's own construction is checked where it is made.
    if (isUniformType(C->getType()))
      return nullptr;
    const CXXConstructorDecl *Ctor = C->getConstructor();
    // Only a trivial copy passes the value through: a user's copy
    // constructor may read anything.
    if (C->getNumArgs() == 1 && Ctor->isCopyOrMoveConstructor() && Ctor->isTrivial())
      return varying(*C->getArg(0), S);
    return E;
  }
  if (const auto *C = dyn_cast<CallExpr>(E))
    return varyingCall(*C, S);
  return E;
}

const Expr *Uniformity::varyingVar(const DeclRefExpr &Ref, const VarDecl &V, Scope S) {
  // A mutable member of a constexpr object can still be written (by a const
  // method), with anything.
  const auto *RD =
      V.getType().getNonReferenceType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (V.isConstexpr() && !(RD && RD->hasDefinition() && RD->hasMutableFields()))
    return nullptr;
  // An oxide::uniform object was checked where it was made, and cannot be
  // assigned; a reference to one may be bound to a thread-varying choice.
  if (isUniformType(V.getType()) && !V.getType()->isReferenceType())
    return nullptr;
  const bool Local = V.getParentFunctionOrMethod() == &FD && !V.isStaticLocal();
  if (!Local || Ref.refersToEnclosingVariableOrCapture() || !stable(V))
    return &Ref;
  if (const auto *P = dyn_cast<ParmVarDecl>(&V))
    return FD.hasAttr<CUDAGlobalAttr>() ? nullptr : &Ref; // a kernel's arguments are one value
  if (!V.getInit() ||
      V.getType()->isReferenceType() && !V.getType().getNonReferenceType().isConstQualified())
    return &Ref;
  // A cycle through a counter's step (`i += i`) is uniform if the rest is;
  // through an initialiser (`k = k`) it reads an indeterminate value.
  if (auto It = InProgress.find(&V); It != InProgress.end())
    return It->second ? nullptr : &Ref;
  InProgress[&V] = false;
  const Expr *Init = varying(*V.getInit(), S);
  if (auto It = Counters.find(&V); !Init && It != Counters.end()) {
    InProgress[&V] = true;
    Init = varyingCounter(V, *It->second, S);
  }
  InProgress.erase(&V);
  return Init ? &Ref : nullptr;
}

const Expr *Uniformity::varyingCounter(const VarDecl &V, const Stmt &Inc, Scope S) {
  llvm::SmallVector<const Expr *, 2> Steps;
  if (!isCounterStep(*stripParens(&Inc), V, Steps))
    return nullptr; // the increment does not write V: V is as its start
  for (const Expr *Step : Steps)
    if (const Expr *E = varying(*Step, S))
      return E;
  return nullptr;
}

const Expr *Uniformity::varyingArgs(const CallExpr &C, Scope S) {
  for (const Expr *A : C.arguments())
    if (const Expr *V = varying(*A, S))
      return V;
  return nullptr;
}

const Expr *Uniformity::varyingCall(const CallExpr &C, Scope S) {
  const FunctionDecl *Callee = C.getDirectCallee();
  if (!Callee)
    return &C;
  // A collective's result is the same in every thread it names only where
  // the collective says so (a reduction, a broadcast); a scan's prefix or
  // what a publish's read function gave is each thread's own.
  if (std::optional<Scope> Of = markedCollective(*Callee)) {
    if (!attrs::hasFunctionMark(*Callee, attrs::UniformResultAnnotation))
      return &C;
    return (*Of == Scope::Block ? S != Scope::Launch : S == Scope::Warp) ? nullptr : &C;
  }
  // A uniform a user function returns by value was checked where it was
  // made; library code may make one from anything (SafeUniformity.cpp
  // refuses that use).
  if (isUniformType(Callee->getReturnType()) && !Callee->getReturnType()->isReferenceType() &&
      !Trusted.isTrusted(*Callee))
    return nullptr;
  if (const auto *M = dyn_cast<CXXMemberCallExpr>(&C)) {
    const CXXMethodDecl *Method = M->getMethodDecl();
    if (!Method || !Trusted.isTrusted(*Method) || !isOxideQuery(*Method))
      return &C;
    if (const Expr *V = varying(*M->getImplicitObjectArgument(), S))
      return V;
    return varyingArgs(C, S);
  }
  if (isa<CXXOperatorCallExpr>(&C))
    return &C;
  // An allow-list, not clang's "const" builtins: those include the special
  // register reads (__nvvm_read_ptx_sreg_tid_x), which differ per thread.
  // Arithmetic arguments only: std::min on a class runs the user's
  // operator<, and std::max(a, b, cmp) the user's comparator, either of
  // which may read threadIdx.
  const bool Pure = Callee->getIdentifier() && isPureMathName(Callee->getName()) &&
                    Trusted.isTrusted(*Callee) && llvm::all_of(C.arguments(), [](const Expr *A) {
                      return A->getType().getNonReferenceType()->isArithmeticType();
                    });
  return Pure ? varyingArgs(C, S) : &C;
}

} // namespace oxide::plugin
