//===- DivergentScope.cpp - Divergent code outside any function body ------===//

#include "DivergentScope.h"
#include "Diagnostics.h"
#include "DivergentBranches.h"
#include "RawText.h"
#include "SafeContext.h"
#include "TrustedCode.h"
#include "UserCodeVisitor.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace oxide::plugin {
namespace {

/// The bodies of the functions written in the user's files. A constexpr
/// body (a lambda's is constexpr when it can be) computes values safe code
/// may use at compile time; any other body is code of its own, refused
/// where it is safe (checkDivergentBranches).
class BodyFinder : public RecursiveASTVisitor<BodyFinder> {
public:
  struct Body {
    SourceRange Range;
    bool MayFeedConstants;
  };

  explicit BodyFinder(const SourceManager &SM) : SM(SM) {}

  bool VisitFunctionDecl(FunctionDecl *FD) {
    const Stmt *B = FD->doesThisDeclarationHaveABody() ? FD->getBody() : nullptr;
    if (!B || SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      return true;
    const auto *M = dyn_cast<CXXMethodDecl>(FD);
    Bodies.push_back({B->getSourceRange(), FD->isConstexpr() || (M && M->getParent()->isLambda())});
    return true;
  }

  std::vector<Body> Bodies;

private:
  const SourceManager &SM;
};

/// The compile-time names the two front ends spell otherwise: clang's
/// `__PRETTY_FUNCTION__` is `... [T = int]`, nvcc's `... [with T = int]`, so
/// `if constexpr (sizeof(__PRETTY_FUNCTION__) == 34)` picks a branch nvcc
/// compiles and the parse discarded. __func__ and __FUNCTION__ (the bare
/// name) and __builtin_LINE() (kept by the copy's #line) agree; a column or
/// a file name need not (oxide-rewrite's launchers move text).
bool spelledPerCompiler(const Expr &E) {
  if (const auto *P = dyn_cast<PredefinedExpr>(&E))
    return P->getIdentKind() != PredefinedIdentKind::Func &&
           P->getIdentKind() != PredefinedIdentKind::Function;
  if (const auto *L = dyn_cast<SourceLocExpr>(&E))
    return L->getIdentKind() != SourceLocIdentKind::Line;
  if (const auto *D = dyn_cast<CXXDefaultArgExpr>(&E)) // source_location::current()
    return D->getExpr() && spelledPerCompiler(*D->getExpr()->IgnoreImplicit());
  return false;
}

/// Each per-compiler name written in the user's text (a library default
/// argument's, at the call that uses it).
class NameFinder : public UserCodeVisitor<NameFinder> {
public:
  using UserCodeVisitor::UserCodeVisitor;
  bool VisitExpr(Expr *E) {
    if (spelledPerCompiler(*E))
      Found.push_back(E);
    return true;
  }
  std::vector<const Expr *> Found;
};

bool within(const SourceManager &SM, SourceLocation L, SourceRange R) {
  const SourceLocation B = SM.getExpansionLoc(R.getBegin()),
                       E = SM.getExpansionRange(R.getEnd()).getEnd();
  return !SM.isBeforeInTranslationUnit(L, B) && !SM.isBeforeInTranslationUnit(E, L);
}

/// True when the text from \p If's line to \p Endif's holds directives
/// only, none of which brings in a file: the macros it defines are checked
/// where they are expanded.
bool onlyDefinesMacros(const SourceManager &SM, SourceLocation If, SourceLocation Endif) {
  bool Invalid = false;
  const std::pair<FileID, unsigned> B = SM.getDecomposedLoc(If), E = SM.getDecomposedLoc(Endif);
  const llvm::StringRef Text = SM.getBufferData(B.first, &Invalid);
  if (Invalid || B.first != E.first)
    return false;
  const size_t Start = Text.rfind('\n', B.second) + 1; // npos + 1 == 0
  // The lexer stops at a NUL, not at a buffer end it is given: a copy.
  const std::string Region = Text.slice(Start, E.second).str();
  Lexer L(SourceLocation(), rawLexerOptions(), Region.data(), Region.data(),
          Region.data() + Region.size());
  Token Tok;
  for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof);) {
    if (Tok.isNot(tok::hash) || !Tok.isAtStartOfLine())
      return false;
    L.LexFromRawLexer(Tok);
    static const llvm::StringSet<> BringsFile = {"include", "include_next", "import", "embed"};
    if (Tok.is(tok::raw_identifier) && BringsFile.contains(rawSpelling(Tok)))
      return false;
    do // to the directive's end: the next line's first token
      L.LexFromRawLexer(Tok);
    while (Tok.isNot(tok::eof) && !Tok.isAtStartOfLine());
  }
  return true;
}

class ScopeCheck {
public:
  ScopeCheck(ASTContext &Ctx, Reporter &R, const SafeContext &Safe, const TrustedCode &Trusted)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), R(R), Safe(Safe), Trusted(Trusted) {}

  void run(const DivergentBranches &Branches) {
    for (const DivergentBranch &B : Branches)
      if (B.Hidden.empty() && !B.File.isValid() && userText(B.If) && !harmless(B) &&
          !holdsHiddenOxide(B, Branches))
        report(B);
    NameFinder Names(Ctx, Trusted);
    Names.run();
    for (const Expr *E : Names.Found)
      if (const SourceLocation At = place(*E); userText(At) && !inPlainBody(At, At, true))
        reportName(*E, At);
  }

private:
  bool userText(SourceLocation Loc) const {
    const SourceLocation L = SM.getExpansionLoc(Loc);
    return !Trusted.isTrusted(L) && !SM.isInSystemHeader(L);
  }

  /// A branch of \p B hides oxide code: refused as such (HiddenOxide.h),
  /// which says more.
  bool holdsHiddenOxide(const DivergentBranch &B, const DivergentBranches &Branches) const {
    // From the start of the directive's line: a skipped branch begins at
    // its `#`, the conditional at its keyword.
    const SourceLocation If = SM.getExpansionLoc(B.If);
    const SourceRange R(SM.translateLineCol(SM.getFileID(If), SM.getExpansionLineNumber(If), 1),
                        B.Endif);
    return llvm::any_of(Branches, [&](const DivergentBranch &H) {
      return !H.Hidden.empty() && within(SM, SM.getExpansionLoc(H.If), R);
    });
  }

  bool harmless(const DivergentBranch &B) {
    const SourceLocation If = SM.getExpansionLoc(B.If), Endif = SM.getExpansionLoc(B.Endif);
    if (If != Endif && onlyDefinesMacros(SM, If, Endif))
      return true;
    // Inside a safe function: checkDivergentBranches answers (it knows the
    // [[oxide::unsafe]] blocks).
    return inPlainBody(If, Endif, false);
  }

  /// True when [\p B, \p E] lies in the body of a function that is not
  /// constexpr, or (unless \p SafeToo) anywhere in a safe function.
  bool inPlainBody(SourceLocation B, SourceLocation E, bool SafeToo) {
    for (const SafeFunction &Fn : Safe.functions())
      if (within(SM, B, Fn.FD->getSourceRange()))
        return !SafeToo;
    for (const BodyFinder::Body &Body : bodies())
      if (!Body.MayFeedConstants && within(SM, B, Body.Range) && within(SM, E, Body.Range))
        return true;
    return false;
  }

  SourceLocation place(const Expr &E) const {
    if (const auto *D = dyn_cast<CXXDefaultArgExpr>(&E))
      return SM.getExpansionLoc(D->getUsedLocation());
    return SM.getExpansionLoc(E.getBeginLoc());
  }

  void reportName(const Expr &E, SourceLocation At) {
    // Once a line: a library default argument is seen at each node that
    // holds the call (source_location::current() inside its ConstantExpr).
    const SourceLocation Line =
        SM.translateLineCol(SM.getFileID(At), SM.getExpansionLineNumber(At), 1);
    if (!R.firstTime(Line, "divergent-name"))
      return;
    R.error(Check::SafeDivergentBranch, At,
            "oxide-rewrite's parse and nvcc's compile spell this name differently (a function's "
            "signature, a column, a file): a value computed from it may pick code nvcc compiles "
            "and no check saw");
    R.note(At, "use __func__ (the bare name), or keep it in the body of a function that no "
               "kernel reaches and that is not constexpr");
  }

  const std::vector<BodyFinder::Body> &bodies() {
    if (!Finder) {
      Finder.emplace(SM);
      Finder->TraverseDecl(Ctx.getTranslationUnitDecl());
    }
    return Finder->Bodies;
  }

  void report(const DivergentBranch &B) {
    if (!R.firstTime(B.If, "divergent-branch"))
      return;
    if (B.If == B.Endif)
      R.error(Check::SafeDivergentBranch, B.If,
              "macro '%0' is defined differently in oxide-rewrite's parse and nvcc's compile, "
              "and is expanded outside a function body: the safe code of this file may use what "
              "it declares, which nvcc sees otherwise")
          << B.Macro;
    else
      R.error(Check::SafeDivergentBranch, B.If,
              "this conditional depends on '%0', which oxide-rewrite's parse and nvcc's compile "
              "may define differently, and declares outside a function body: the safe code of "
              "this file may use what it declares (a constant, a type, an overload), which nvcc "
              "sees otherwise")
          << B.Macro;
    R.note(B.If, "declare it the same for every compiler (test __CUDA_ARCH__ or a macro the "
                 "build defines), or move the conditional inside the body of a function that is "
                 "not constexpr");
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  Reporter &R;
  const SafeContext &Safe;
  const TrustedCode &Trusted;
  std::optional<BodyFinder> Finder;
};

} // namespace

void checkDivergentScope(ASTContext &Ctx, Reporter &R, const SafeContext &Safe,
                         const TrustedCode &Trusted) {
  const DivergentBranches *Branches = R.options().Divergent.get();
  if (!Branches || Safe.functions().empty())
    return;
  ScopeCheck(Ctx, R, Safe, Trusted).run(*Branches);
}

} // namespace oxide::plugin
