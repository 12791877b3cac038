//===- UncheckedIndexing.cpp - [[oxide::unchecked_indexing]] --------------===//

#include "UncheckedIndexing.h"
#include "MacroGuard.h"
#include "UserTraversalScope.h"

#include "oxide/attrs/Annotations.h"
#include "oxide/attrs/KernelParams.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <map>
#include <set>
#include <vector>

using namespace clang;
namespace attrs = oxide::attrs;
using oxide::plugin::Check;
using oxide::plugin::KernelPlan;
using oxide::plugin::KernelPlans;
using oxide::plugin::Reporter;

namespace oxide::rewriter {
namespace {

/// What one function body (one instantiation) does that matters here.
struct BodyFacts {
  std::vector<const CXXOperatorCallExpr *> Sites; ///< `a[i]` on an oxide slice
  struct Call {
    const FunctionDecl *Callee;
    SourceLocation NameLoc; ///< the callee's name token at the call
  };
  std::vector<Call> Calls;
};

/// The definition of \p FD when this file has one, else \p FD: calls are
/// followed, and counted, by the body they reach.
const FunctionDecl *definitionOf(const FunctionDecl *FD) {
  const FunctionDecl *Def = FD->getDefinition();
  return Def ? Def : FD;
}

bool isSliceSubscript(const CXXOperatorCallExpr &E) {
  if (E.getOperator() != OO_Subscript || E.getNumArgs() != 2)
    return false;
  std::optional<attrs::SliceLikeInfo> S = attrs::getSliceLike(E.getArg(0)->getType());
  return S && !S->Disjoint;
}

/// A lambda written inside \p Owner is part of its text: its body is
/// rewritten with it, so calling it is not a call to follow.
bool isLambdaWithin(const FunctionDecl &Callee, const FunctionDecl &Owner,
                    const SourceManager &SM) {
  const auto *M = dyn_cast<CXXMethodDecl>(&Callee);
  if (!M || !M->getParent()->isLambda())
    return false;
  SourceRange Body = Owner.getSourceRange();
  SourceLocation L = SM.getExpansionLoc(M->getLocation());
  return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Body.getBegin()), L) &&
         SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(Body.getEnd()));
}

class FactsCollector : public RecursiveASTVisitor<FactsCollector> {
public:
  FactsCollector(const FunctionDecl &Owner, const SourceManager &SM, BodyFacts &Out)
      : Owner(Owner), SM(SM), Out(Out) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitLambdaBody() const { return true; }

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (isSliceSubscript(*E))
      Out.Sites.push_back(E);
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *Callee = C->getDirectCallee();
    if (!Callee || isLambdaWithin(*Callee, Owner, SM))
      return true;
    SourceLocation NameLoc = C->getBeginLoc();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(C->getCallee()->IgnoreParenImpCasts()))
      NameLoc = DRE->getNameInfo().getLoc();
    else if (const auto *ME = dyn_cast<MemberExpr>(C->getCallee()->IgnoreParenImpCasts()))
      NameLoc = ME->getMemberLoc();
    Out.Calls.push_back({Callee, NameLoc});
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) {
    Out.Calls.push_back({C->getConstructor(), C->getLocation()});
    return true;
  }

private:
  const FunctionDecl &Owner;
  const SourceManager &SM;
  BodyFacts &Out;
};

/// Every oxide kernel with [[oxide::unchecked_indexing]], instantiations
/// of kernel templates included.
class FlaggedKernels : public RecursiveASTVisitor<FlaggedKernels> {
public:
  explicit FlaggedKernels(KernelPlans &Plans) : Plans(Plans) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || FD->isDependentContext() || !FD->hasAttrs())
      return true;
    if (const KernelPlan &P = Plans.of(*FD); P.Oxide && P.UncheckedIndexing)
      Kernels.push_back(FD);
    return true;
  }
  std::vector<const FunctionDecl *> Kernels;

private:
  KernelPlans &Plans;
};

/// A text edit inside one range: an insertion (Length 0) or a replacement.
struct Edit {
  unsigned Offset;
  unsigned Length;
  std::string Text;
};

/// Applies \p Edits (offsets into \p Text) in offset order; edits at one
/// offset keep the order they were made in.
std::string applyEdits(llvm::StringRef Text, std::vector<Edit> Edits) {
  std::stable_sort(Edits.begin(), Edits.end(),
                   [](const Edit &A, const Edit &B) { return A.Offset < B.Offset; });
  std::string Out;
  unsigned Pos = 0;
  for (const Edit &E : Edits) {
    if (E.Offset < Pos)
      continue; // inside an earlier replacement: cannot happen for tokens
    Out += Text.substr(Pos, E.Offset - Pos).str();
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out += Text.substr(Pos).str();
  return Out;
}

class Planner {
public:
  Planner(ASTContext &Ctx, KernelPlans &Plans, Reporter &Report, Rewriter &R,
          const std::string &QuotedPath, const MacroGuard &Guard)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()), Plans(Plans), Report(Report),
        R(R), Path(QuotedPath), Guard(Guard) {}

  void run() {
    FlaggedKernels K(Plans);
    oxide::plugin::traverseScope(K, Ctx);
    if (K.Kernels.empty())
      return;
    for (const FunctionDecl *FD : K.Kernels)
      reach(FD, FD);
    computeNeeds();
    std::set<const FunctionDecl *> Kernels(K.Kernels.begin(), K.Kernels.end());
    // Helpers to copy, by the pattern whose text is copied.
    std::map<const FunctionDecl *, std::vector<const FunctionDecl *>> Copies;
    for (const FunctionDecl *FD : Order) {
      if (!Needs[FD] || Kernels.count(FD))
        continue;
      if (std::string Why = whyNotCopyable(*FD); !Why.empty()) {
        refuse(*FD, Why);
        continue;
      }
      Copies[pattern(FD)].push_back(FD);
    }
    // A dry run reports every index or call a macro wrote, before any edit.
    std::set<unsigned> Dry;
    for (const FunctionDecl *FD : Order)
      if (Needs[FD] || Kernels.count(FD))
        (void)bodyEdits(FD, 0, Dry);
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return;
    // The kernels: edited in place.
    std::set<unsigned> Done;
    for (const FunctionDecl *FD : K.Kernels) {
      std::vector<Edit> Edits = bodyEdits(FD, /*Base=*/0, Done);
      for (const Edit &E : Edits) {
        SourceLocation L = SM.getLocForStartOfFile(SM.getMainFileID()).getLocWithOffset(E.Offset);
        if (E.Length == 0)
          R.InsertTextAfter(L, E.Text);
        else
          R.ReplaceText(L, E.Length, E.Text);
      }
    }
    for (auto &[Pattern, Instances] : Copies)
      emitCopy(*Pattern, Instances);
  }

private:
  static const FunctionDecl *pattern(const FunctionDecl *FD) {
    const FunctionDecl *P = FD->getTemplateInstantiationPattern();
    return P ? P : definitionOf(FD);
  }

  const BodyFacts &facts(const FunctionDecl *FD) {
    auto It = Facts.find(FD);
    if (It != Facts.end())
      return It->second;
    BodyFacts &F = Facts[FD];
    FactsCollector C(*FD, SM, F);
    if (FD->getBody())
      C.TraverseStmt(FD->getBody());
    return F;
  }

  /// Walks everything \p FD calls, remembering the kernel that first reached
  /// each function and where.
  void reach(const FunctionDecl *FD, const FunctionDecl *Kernel) {
    FD = definitionOf(FD);
    if (!Reached.insert(FD).second)
      return;
    Order.push_back(FD);
    ReachedFrom[FD] = Kernel;
    if (!FD->getBody() || SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      return;
    for (const BodyFacts::Call &C : facts(FD).Calls) {
      const FunctionDecl *Callee = definitionOf(C.Callee);
      if (!FirstCall.count(Callee))
        FirstCall[Callee] = C.NameLoc;
      reach(Callee, Kernel);
    }
  }

  void computeNeeds() {
    for (const FunctionDecl *FD : Order)
      Needs[FD] = FD->getBody() && !SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())) &&
                  !facts(FD).Sites.empty();
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const FunctionDecl *FD : Order) {
        if (Needs[FD] || !FD->getBody() ||
            SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
          continue;
        for (const BodyFacts::Call &C : facts(FD).Calls) {
          const FunctionDecl *Callee = definitionOf(C.Callee);
          if (Needs[Callee]) {
            Needs[FD] = Changed = true;
            break;
          }
        }
      }
    }
  }

  std::string whyNotCopyable(const FunctionDecl &FD) const {
    const FunctionDecl *P = pattern(&FD);
    if (const auto *M = dyn_cast<CXXMethodDecl>(P)) {
      if (M->getParent()->isLambda())
        return "it is a lambda defined outside the kernel; define the lambda inside the kernel";
      return "it is a member function; make it a free function that takes the object";
    }
    if (isa<CXXConstructorDecl, CXXDestructorDecl>(P) || P->isOverloadedOperator())
      return "it is a constructor, destructor or operator";
    // `__device__` is a macro; only the name and the closing brace matter.
    if (P->getLocation().isMacroID() || declRange(*P).getEnd().isMacroID())
      return "it is written by a macro";
    if (!SM.isInMainFile(SM.getExpansionLoc(P->getLocation())))
      return "it is defined in " +
             llvm::sys::path::filename(SM.getFilename(SM.getExpansionLoc(P->getLocation()))).str() +
             ", and oxide-rewrite copies only functions of the file it rewrites; move it into this "
             "file, or read through get(i) and views, which need no flag";
    return "";
  }

  void refuse(const FunctionDecl &FD, const std::string &Why) {
    SourceLocation At = FirstCall.count(&FD) ? FirstCall[&FD] : FD.getLocation();
    Report.error(Check::UncheckedIndexing, At,
                 "'%0' indexes oxide slices (itself or in what it calls) and is called from "
                 "[[oxide::unchecked_indexing]] kernel '%1', but oxide-rewrite cannot make an "
                 "unchecked copy of it: %2")
        << FD.getQualifiedNameAsString() << ReachedFrom[&FD]->getName() << Why;
  }

  /// The whole declaration: `template <...>` included.
  static SourceRange declRange(const FunctionDecl &FD) {
    if (const FunctionTemplateDecl *T = FD.getDescribedFunctionTemplate())
      return T->getSourceRange();
    return FD.getSourceRange();
  }

  unsigned offset(SourceLocation L) const { return SM.getFileOffset(SM.getExpansionLoc(L)); }

  void refuseAt(SourceLocation L, const FunctionDecl &Kernel, llvm::StringRef What) {
    if (!Refused.insert(L.getRawEncoding()).second)
      return; // another instantiation of the same text
    Report.error(Check::UncheckedIndexing, L,
                 "%0 in code that [[oxide::unchecked_indexing]] kernel '%1' reaches: "
                 "oxide-rewrite cannot rewrite it; write it without the macro")
        << What << Kernel.getName();
  }

  /// Edits for the sites and the calls in \p FD's body (one instantiation),
  /// as offsets from \p Base; \p Done drops what another instantiation of the
  /// same text already produced.
  std::vector<Edit> bodyEdits(const FunctionDecl *FD, unsigned Base, std::set<unsigned> &Done) {
    std::vector<Edit> Edits;
    const FunctionDecl &Kernel = *ReachedFrom[FD];
    for (const CXXOperatorCallExpr *E : facts(FD).Sites) {
      const Expr *Obj = E->getArg(0);
      SourceLocation B = Obj->getBeginLoc(), RBracket = E->getRParenLoc();
      if (B.isMacroID() || RBracket.isMacroID() || Obj->getEndLoc().isMacroID()) {
        refuseAt(SM.getExpansionLoc(E->getExprLoc()), Kernel,
                 "an oxide slice index written by a macro");
        continue;
      }
      std::optional<Token> LBracket = Lexer::findNextToken(Obj->getEndLoc(), SM, LO);
      if (!LBracket || LBracket->isNot(tok::l_square) || !Done.insert(offset(B) * 2).second)
        continue;
      Edits.push_back({offset(B) - Base, 0, "::oxide::detail::unchecked_at("});
      Edits.push_back({offset(LBracket->getLocation()) - Base, 1, ", "});
      Edits.push_back({offset(RBracket) - Base, 1, ")"});
    }
    for (const BodyFacts::Call &C : facts(FD).Calls) {
      const FunctionDecl *Callee = definitionOf(C.Callee);
      if (!Needs[Callee] || isa<CXXConstructorDecl>(Callee))
        continue;
      if (C.NameLoc.isMacroID()) {
        refuseAt(SM.getExpansionLoc(C.NameLoc), Kernel, "a call written by a macro");
        continue;
      }
      if (!Done.insert(offset(C.NameLoc) * 2 + 1).second)
        continue;
      const std::string Name = Callee->getNameAsString();
      Edits.push_back(
          {offset(C.NameLoc) - Base, unsigned(Name.size()), UncheckedPrefix.str() + Name});
    }
    return Edits;
  }

  std::string lineDirective(unsigned Line) const {
    return "#line " + std::to_string(Line) + " " + Path + "\n";
  }

  /// The unchecked copy of \p P, right after it, and a declaration of the
  /// copy after each earlier declaration of P.
  void emitCopy(const FunctionDecl &P, const std::vector<const FunctionDecl *> &Instances) {
    const std::string Name = P.getNameAsString();
    auto CopyOf = [&](const FunctionDecl &Decl, bool WithBody) -> std::string {
      SourceRange Range = declRange(Decl);
      const unsigned B = offset(Range.getBegin());
      const unsigned E =
          offset(Lexer::getLocForEndOfToken(SM.getExpansionLoc(Range.getEnd()), 0, SM, LO));
      const std::string Blanked = R.getRewrittenText(CharSourceRange::getCharRange(
          SM.getExpansionLoc(Range.getBegin()),
          SM.getLocForStartOfFile(SM.getMainFileID()).getLocWithOffset(E)));
      if (Blanked.size() != E - B)
        return {}; // the range was edited by more than blanking: not expected
      std::vector<Edit> Edits;
      std::set<unsigned> Done;
      if (WithBody)
        for (const FunctionDecl *I : Instances)
          for (Edit &Ed : bodyEdits(I, B, Done))
            Edits.push_back(std::move(Ed));
      Edits.push_back(
          {offset(Decl.getLocation()) - B, unsigned(Name.size()), UncheckedPrefix.str() + Name});
      return applyEdits(Blanked, std::move(Edits));
    };
    auto InsertAfter = [&](SourceLocation End, const FunctionDecl &Decl, const std::string &Text) {
      if (!Guard.copyIsFaithful(declRange(Decl), End, "the unchecked copy of '" + Name + "'",
                                Report))
        return;
      const unsigned Line = SM.getExpansionLineNumber(declRange(Decl).getBegin());
      const unsigned EndLine = SM.getExpansionLineNumber(End);
      R.InsertTextAfter(End, "\n" + lineDirective(Line) + Text + "\n" + lineDirective(EndLine));
    };
    for (const FunctionDecl *Redecl : P.redecls()) {
      if (Redecl == &P || Redecl->doesThisDeclarationHaveABody() ||
          !SM.isInMainFile(SM.getExpansionLoc(Redecl->getLocation())))
        continue;
      SourceLocation Semi = Lexer::findLocationAfterToken(
          SM.getExpansionLoc(declRange(*Redecl).getEnd()), tok::semi, SM, LO, false);
      std::string Text = CopyOf(*Redecl, false);
      if (Semi.isValid() && !Text.empty())
        InsertAfter(Semi, *Redecl, Text + ";");
    }
    std::string Text = CopyOf(P, true);
    if (Text.empty())
      return;
    InsertAfter(Lexer::getLocForEndOfToken(SM.getExpansionLoc(declRange(P).getEnd()), 0, SM, LO), P,
                Text);
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  const LangOptions &LO;
  KernelPlans &Plans;
  Reporter &Report;
  Rewriter &R;
  std::string Path;
  const MacroGuard &Guard;
  std::map<const FunctionDecl *, BodyFacts> Facts;
  std::set<const FunctionDecl *> Reached;
  std::vector<const FunctionDecl *> Order;
  std::map<const FunctionDecl *, const FunctionDecl *> ReachedFrom;
  std::map<const FunctionDecl *, SourceLocation> FirstCall;
  std::map<const FunctionDecl *, bool> Needs;
  std::set<SourceLocation::UIntTy> Refused;
};

} // namespace

bool refuseUncheckedKernelsOutsideMainFile(ASTContext &Ctx, KernelPlans &Plans, Reporter &Report) {
  FlaggedKernels K(Plans);
  oxide::plugin::traverseScope(K, Ctx);
  const SourceManager &SM = Ctx.getSourceManager();
  bool Refused = false;
  for (const FunctionDecl *FD : K.Kernels)
    if (!SM.isInMainFile(SM.getExpansionLoc(FD->getLocation()))) {
      Report.error(Check::UncheckedIndexing, FD->getLocation(),
                   "[[oxide::unchecked_indexing]] kernel '%0' is not defined in the file "
                   "oxide-rewrite rewrites; define it in the .cu file, or drop the attribute")
          << FD->getName();
      Refused = true;
    }
  return Refused;
}

void rewriteUncheckedIndexing(ASTContext &Ctx, KernelPlans &Plans, Reporter &Report, Rewriter &R,
                              const std::string &QuotedPath, const MacroGuard &Guard) {
  Planner(Ctx, Plans, Report, R, QuotedPath, Guard).run();
}

} // namespace oxide::rewriter
