//===- SafeSubsetCheck.cpp - Run the safe-subset rules over the safe context ===//
//
// Builds the safe context, then walks each of its functions once and hands
// every statement, expression and written type outside [[oxide::unsafe]] to
// each rule (SafeRules.h).
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "DivergentScope.h"
#include "HiddenOxide.h"
#include "SafeRules.h"
#include "SafeWalk.h"

#include "clang/AST/DeclTemplate.h"

#include <set>

using namespace clang;

namespace oxide::plugin {
namespace {

class RuleWalker : public SafeWalker<RuleWalker> {
public:
  RuleWalker(SafeSite &Site, llvm::ArrayRef<std::unique_ptr<SafeRule>> Rules)
      : SafeWalker(Site.trusted(), Site.Fn.StartsUnsafe), Site(Site), Rules(Rules) {}

  bool VisitStmt(Stmt *S) {
    if (!inUnsafe())
      for (const std::unique_ptr<SafeRule> &Rule : Rules)
        Rule->check(*S, Site);
    return true;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    if (!inUnsafe())
      for (const std::unique_ptr<SafeRule> &Rule : Rules)
        Rule->checkType(TL, Site);
    return true;
  }

private:
  SafeSite &Site;
  llvm::ArrayRef<std::unique_ptr<SafeRule>> Rules;
};

class UnsafeRangeFinder : public RecursiveASTVisitor<UnsafeRangeFinder> {
public:
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitAttributedStmt(AttributedStmt *S) {
    if (attrs::isUnsafeBlock(*S))
      Ranges.push_back(S->getSourceRange());
    return true;
  }
  std::vector<SourceRange> Ranges;
};

/// True when \p DC is inside namespace ::oxide (::oxide::detail when
/// \p Detail), at any depth.
bool isOxideNamespace(const DeclContext *DC, bool Detail) {
  llvm::SmallVector<const NamespaceDecl *, 4> Chain; // innermost first
  for (; DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      Chain.push_back(NS);
  if (Chain.empty() || Chain.back()->getName() != "oxide")
    return false;
  return !Detail || (Chain.size() >= 2 && Chain[Chain.size() - 2]->getName() == "detail");
}

bool carries(QualType T, bool Arrays, std::set<const RecordDecl *> &Seen) {
  T = T.getNonReferenceType().getCanonicalType();
  // A function pointer reaches no data: the function it names is checked
  // where it is named (SafeContext.h, SafeTier2.cpp).
  if (T->isFunctionPointerType() || T->isMemberFunctionPointerType())
    return false;
  if (T->isPointerType() || T->isMemberPointerType() || (Arrays && T->isArrayType()))
    return true;
  if (const ArrayType *A = T->getAsArrayTypeUnsafe())
    return carries(A->getElementType(), Arrays, Seen);
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !Seen.insert(RD->getCanonicalDecl()).second)
    return false;
  RD = RD->getDefinition();
  for (const CXXBaseSpecifier &B : RD->bases())
    if (carries(B.getType(), Arrays, Seen))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (F->getType()->isReferenceType() || carries(F->getType(), Arrays, Seen))
      return true;
  return false;
}

} // namespace

bool carriesPointer(QualType T, bool Arrays) {
  std::set<const RecordDecl *> Seen;
  return !T.isNull() && !T->isDependentType() && carries(T, Arrays, Seen);
}

bool inOxideNamespace(const Decl &D) { return isOxideNamespace(D.getDeclContext(), false); }

bool inOxideDetail(const Decl &D) { return isOxideNamespace(D.getDeclContext(), true); }

bool isAddressofCall(const CallExpr &C) {
  const FunctionDecl *FD = C.getDirectCallee();
  return FD && C.getNumArgs() == 1 &&
         (FD->getBuiltinID() == Builtin::BI__builtin_addressof ||
          (FD->getIdentifier() && FD->getName() == "addressof"));
}

const Expr *stripped(const Expr *E) {
  while (E) {
    const Expr *Next = E->IgnoreParens();
    if (const auto *C = dyn_cast<ImplicitCastExpr>(Next);
        C && (C->getCastKind() == CK_NoOp || C->getCastKind() == CK_LValueToRValue))
      Next = C->getSubExpr();
    if (Next == E)
      return E;
    E = Next;
  }
  return E;
}

const Stmt *SafeSite::parent(const Stmt &S, bool SkipParens) const {
  const Stmt *Cur = &S;
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*Cur);
    const Stmt *P = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (!P || !SkipParens || !isa<ParenExpr>(P))
      return P;
    Cur = P;
  }
}

const Decl *SafeSite::parentDecl(const Stmt &S) const {
  DynTypedNodeList Parents = Ctx.getParents(S);
  return Parents.empty() ? nullptr : Parents[0].get<Decl>();
}

bool SafeSite::inUnsafeBlock(SourceLocation Loc) const {
  if (!RangesKnown) {
    UnsafeRangeFinder F;
    F.TraverseDecl(const_cast<FunctionDecl *>(Fn.FD));
    UnsafeRanges = std::move(F.Ranges);
    RangesKnown = true;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation L = SM.getExpansionLoc(Loc);
  for (const SourceRange &R : UnsafeRanges) {
    const SourceLocation B = SM.getExpansionLoc(R.getBegin()),
                         E = SM.getExpansionRange(R.getEnd()).getEnd();
    if (!SM.isBeforeInTranslationUnit(L, B) && !SM.isBeforeInTranslationUnit(E, L))
      return true;
  }
  return false;
}

void SafeSite::noteReached() const {
  if (Fn.FD == Fn.Kernel || Fn.ReachedAt.isInvalid())
    return;
  R.note(Fn.ReachedAt, "'%0' is safe code: oxide kernel '%1' reaches it from here")
      << Fn.FD->getNameAsString() << Fn.Kernel->getNameAsString();
}

/// A safe function that overlaps a conditional nvcc may resolve otherwise
/// (DivergentBranches.h): what nvcc compiles there is not what was checked.
void checkDivergentBranches(SafeSite &Site) {
  const DivergentBranches *Branches = Site.R.options().Divergent.get();
  if (!Branches)
    return;
  const SourceManager &SM = Site.Ctx.getSourceManager();
  const SourceRange Range = Site.Fn.FD->getSourceRange();
  for (const DivergentBranch &B : *Branches) {
    if (!B.Hidden.empty() || !B.Pragma.empty() ||
        !overlaps(B, Range.getBegin(), Range.getEnd(), SM) || Site.inUnsafeBlock(B.If) ||
        !Site.R.firstTime(B.If, "divergent-branch"))
      continue;
    if (B.If == B.Endif) // a macro expanded in code, defined under a divergent conditional
      Site.R.error(Check::SafeDivergentBranch, B.If,
                   "macro '%0' is defined differently in oxide-rewrite's parse and nvcc's "
                   "compile (by the compiler, or under a conditional they decide differently): "
                   "nvcc may compile code in safe function '%1' that oxide never checked")
          << B.Macro << Site.Fn.FD->getNameAsString();
    else
      Site.R.error(Check::SafeDivergentBranch, B.If,
                   "this conditional depends on '%0', which oxide-rewrite's parse and nvcc's "
                   "compile may define differently: nvcc may compile code in safe function '%1' "
                   "that oxide never checked")
          << B.Macro << Site.Fn.FD->getNameAsString();
    Site.R.note(B.If, "keep the code of a safe function the same for every compiler (test "
                      "__CUDA_ARCH__ or use NV_IF_TARGET, which oxide checks on both sides), or "
                      "put the compiler-specific part inside [[oxide::unsafe]]");
    Site.noteReached();
  }
}

void checkSafeSubset(ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted) {
  const SafeContext Safe(Ctx, Trusted);
  std::vector<std::unique_ptr<SafeRule>> Rules;
  for (auto Make : {makePointerArithmeticRule, makeElementAddressRule, makeStaticStorageRule,
                    makeForgeryRule, makeTier2Rule, makeLibraryCallRule, makeLifetimeRule,
                    makeIndeterminateRule, makeUniformityRule})
    Rules.push_back(Make());
  for (const SafeFunction &Fn : Safe.functions()) {
    if (Fn.StartsUnsafe)
      continue; // an OXIDE_UNSAFE_FN body: its callers answer for it
    SafeSite Site(Ctx, R, Safe, Fn);
    for (const std::unique_ptr<SafeRule> &Rule : Rules)
      Rule->checkFunction(Site);
    RuleWalker(Site, Rules).walk(*Fn.FD);
    checkDivergentBranches(Site);
  }
  checkDivergentScope(Ctx, R, Safe, Trusted);
  checkHiddenOxide(R);
}

} // namespace oxide::plugin
