//===- DivergentScope.cpp - Divergent code outside any function body ------===//

#include "DivergentScope.h"
#include "Diagnostics.h"
#include "DivergentBranches.h"
#include "RawText.h"
#include "SafeContext.h"
#include "TrustedCode.h"
#include "UserCodeVisitor.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprConcepts.h"
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
/// A compiler builtin (a call, a type trait) anywhere in \p S: in a
/// constraint it may be known to clang and not to nvcc, whose constraint is
/// then false and picks another template
/// (`requires { __builtin_elementwise_abs(x); }`).
bool usesBuiltin(const Stmt *S) {
  if (!S)
    return false;
  if (isa<TypeTraitExpr, ArrayTypeTraitExpr, ExpressionTraitExpr>(S))
    return true;
  // A call in a template may not be resolved yet: the builtin by its name.
  if (const auto *D = dyn_cast<DeclRefExpr>(S))
    if (const auto *F = dyn_cast<FunctionDecl>(D->getDecl()); F && F->getBuiltinID())
      return true;
  if (const auto *U = dyn_cast<OverloadExpr>(S);
      U && U->getName().isIdentifier() && U->getName().getAsString().starts_with("__builtin"))
    return true;
  // A requires-expression's requirements are not its children.
  if (const auto *R = dyn_cast<RequiresExpr>(S))
    for (const concepts::Requirement *Q : R->getRequirements()) {
      const auto *E = dyn_cast<concepts::ExprRequirement>(Q);
      const auto *N = dyn_cast<concepts::NestedRequirement>(Q);
      if ((E && !E->isExprSubstitutionFailure() && usesBuiltin(E->getExpr())) ||
          (N && !N->hasInvalidConstraint() && usesBuiltin(N->getConstraintExpr())))
        return true;
    }
  return llvm::any_of(S->children(), [](const Stmt *C) { return usesBuiltin(C); });
}

/// True for a constexpr function device code cannot call under clang but
/// can under nvcc (--expt-relaxed-constexpr) when another function of its
/// name may be called from device code: nvcc's overload resolution ignores
/// where a function runs, clang's drops the host one (`peek(a, 1)` called
/// the checked `peek(slice, long)` for clang and the raw `__host__
/// constexpr peek(slice, int)` under nvcc).
bool hostOverloadOfDevice(const FunctionDecl &F) {
  if (!F.isConstexpr() || F.hasAttr<CUDADeviceAttr>() || F.hasAttr<CUDAGlobalAttr>() ||
      !F.getDeclName())
    return false;
  for (const NamedDecl *Other : F.getDeclContext()->lookup(F.getDeclName())) {
    const auto *OF = dyn_cast<FunctionDecl>(Other);
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(Other))
      OF = T->getTemplatedDecl();
    if (OF && OF != &F && OF->hasAttr<CUDADeviceAttr>())
      return true;
  }
  return false;
}

/// What nvcc reads otherwise in the user's text, with why: a name spelled
/// per compiler, an attribute or type clang alone honours, a host-only
/// constexpr overload, a builtin in a constraint.
class NameFinder : public UserCodeVisitor<NameFinder> {
public:
  using UserCodeVisitor::UserCodeVisitor;
  bool VisitExpr(Expr *E) {
    if (spelledPerCompiler(*E))
      add(E->getBeginLoc(), E, Name);
    if (isa<RequiresExpr>(E) && usesBuiltin(E))
      add(E->getBeginLoc(), nullptr, Builtin);
    return true;
  }
  bool VisitConceptDecl(ConceptDecl *C) {
    if (usesBuiltin(C->getConstraintExpr()))
      add(C->getLocation(), nullptr, Builtin);
    return true;
  }
  bool VisitDecl(Decl *D) {
    if (D->hasAttr<EnableIfAttr>() || D->hasAttr<OverloadableAttr>() ||
        D->hasAttr<MSStructAttr>() || D->hasAttr<PassObjectSizeAttr>())
      add(D->getLocation(), nullptr, Attribute);
    if (const auto *F = dyn_cast<FunctionDecl>(D); F && hostOverloadOfDevice(*F))
      add(F->getLocation(), nullptr, HostOverload);
    return true;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    const Type *T = TL.getTypePtr();
    if (isa<ExtVectorType, DependentSizedExtVectorType, ConstantMatrixType>(T))
      add(TL.getBeginLoc(), nullptr, Attribute);
    if (T->isSpecificBuiltinType(BuiltinType::LongDouble))
      add(TL.getBeginLoc(), nullptr, LongDouble);
    return true;
  }

  enum Kind { Name, Builtin, Attribute, HostOverload, LongDouble };
  struct Finding {
    SourceLocation At;
    const Expr *E; ///< a name's expression (its default argument's call)
    Kind What;
  };
  std::vector<Finding> Found;

private:
  void add(SourceLocation At, const Expr *E, Kind What) { Found.push_back({At, E, What}); }
};

bool within(const SourceManager &SM, SourceLocation L, SourceRange R) {
  const SourceLocation B = SM.getExpansionLoc(R.getBegin()),
                       E = SM.getExpansionRange(R.getEnd()).getEnd();
  return !SM.isBeforeInTranslationUnit(L, B) && !SM.isBeforeInTranslationUnit(E, L);
}

/// What a divergent conditional's text (every branch, from \p If's line to
/// \p Endif's) does besides code.
struct RegionText {
  bool OnlyDirectives = true; ///< no code, no #include: macros and conditionals
  /// It changes what follows for one compiler in a way no later check sees:
  /// a macro (re)defined or undefined that the parse lacks at the end (a
  /// name only nvcc expands: `#define cudaLaunchKernel(...)` rewrote the
  /// launcher oxide wrote), `__COUNTER__` advanced, a `#line` (`__LINE__`),
  /// a `#pragma` (`pack`, `options align`: a layout only one sees).
  bool Unseen = false;
};

/// A `#pragma` that only tunes diagnostics (`clang diagnostic`, `GCC
/// diagnostic`, `nv_diag_suppress`, `message`): the same program either
/// way. \p L is just past `pragma`; \p Tok gets the last word read.
bool diagnosticPragma(Lexer &L, Token &Tok) {
  L.LexFromRawLexer(Tok);
  if (Tok.isNot(tok::raw_identifier) || Tok.isAtStartOfLine())
    return false;
  const std::string First = rawSpelling(Tok);
  if (First == "clang" || First == "GCC") {
    L.LexFromRawLexer(Tok);
    return Tok.is(tok::raw_identifier) && !Tok.isAtStartOfLine() &&
           rawSpelling(Tok) == "diagnostic";
  }
  return First == "message" || First == "warning" || First == "nv_diagnostic" ||
         llvm::StringRef(First).starts_with("nv_diag_") ||
         llvm::StringRef(First).starts_with("diag_");
}

RegionText readRegion(ASTContext &Ctx, SourceLocation If, SourceLocation Endif) {
  const SourceManager &SM = Ctx.getSourceManager();
  RegionText R;
  bool Invalid = false;
  const std::pair<FileID, unsigned> B = SM.getDecomposedLoc(If), E = SM.getDecomposedLoc(Endif);
  const llvm::StringRef Text = SM.getBufferData(B.first, &Invalid);
  if (Invalid || B.first != E.first)
    return {false, true};
  const size_t Start = Text.rfind('\n', B.second) + 1; // npos + 1 == 0
  // The lexer stops at a NUL, not at a buffer end it is given: a copy.
  const std::string Region = Text.slice(Start, E.second).str();
  Lexer L(SourceLocation(), rawLexerOptions(), Region.data(), Region.data(),
          Region.data() + Region.size());
  static const llvm::StringSet<> Conditional = {"if",      "ifdef",    "ifndef", "elif",
                                                "elifdef", "elifndef", "else",   "endif"};
  Token Tok;
  bool Directive = false;
  for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof); L.LexFromRawLexer(Tok)) {
    const std::string Word = Tok.is(tok::raw_identifier) ? rawSpelling(Tok) : "";
    if (Word == "__COUNTER__")
      R.Unseen = true;
    if (Tok.isAtStartOfLine())
      Directive = Tok.is(tok::hash);
    if (!Directive) {
      R.OnlyDirectives = false;
      continue;
    }
    if (!Tok.is(tok::hash) || !Tok.isAtStartOfLine())
      continue;
    L.LexFromRawLexer(Tok); // the directive's name
    if (Tok.is(tok::eof))
      break; // the closing #endif's `#`: the region ends at its name
    const std::string Name = Tok.is(tok::raw_identifier) ? rawSpelling(Tok) : "";
    if (Name == "define" || Name == "undef") {
      L.LexFromRawLexer(Tok);
      if (Tok.isNot(tok::raw_identifier) || !Ctx.Idents.get(rawSpelling(Tok)).hasMacroDefinition())
        R.Unseen = true;
    } else if (!Conditional.contains(Name)) {
      R.OnlyDirectives = R.OnlyDirectives && Name != "include" && Name != "include_next" &&
                         Name != "import" && Name != "embed";
      R.Unseen = R.Unseen || Name == "line" || Name.empty() || llvm::all_of(Name, llvm::isDigit) ||
                 (Name == "pragma" && !diagnosticPragma(L, Tok));
    }
    if (Tok.isAtStartOfLine())
      Directive = Tok.is(tok::hash);
  }
  return R;
}

class ScopeCheck {
public:
  ScopeCheck(ASTContext &Ctx, Reporter &R, const SafeContext &Safe, const TrustedCode &Trusted)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), R(R), Safe(Safe), Trusted(Trusted) {}

  void run(const DivergentBranches &Branches) {
    for (const DivergentBranch &B : Branches) {
      if (!B.Pragma.empty())
        reportPragma(B);
      else if (B.Hidden.empty() && !B.File.isValid() && userText(B.If) && !harmless(B) &&
               !holdsHiddenOxide(B, Branches))
        report(B);
    }
    NameFinder Names(Ctx, Trusted);
    Names.run();
    for (const NameFinder::Finding &F : Names.Found)
      if (const SourceLocation At = F.E ? place(*F.E) : SM.getExpansionLoc(F.At);
          userText(At) && !inPlainBody(At, At, true))
        reportFinding(F.What, At);
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
    if (If != Endif) {
      const RegionText Text = readRegion(Ctx, If, Endif);
      if (Text.Unseen)
        return false;
      if (Text.OnlyDirectives)
        return true;
    }
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

  void reportPragma(const DivergentBranch &B) {
    if (!R.firstTime(B.If, "divergent-pragma"))
      return;
    R.error(Check::SafeDivergentBranch, B.If,
            "'#pragma %0' in a file with safe code: oxide-rewrite's parse and nvcc's compile may "
            "read it differently (a layout, a type, a value only one of them sees)")
        << B.Pragma;
    R.note(B.If, "keep the file to pragmas both compilers read alike (diagnostics, once, pack, "
                 "unroll), or move this one to a file with no oxide kernel");
  }

  void reportFinding(NameFinder::Kind What, SourceLocation At) {
    // Once a line: a library default argument is seen at each node that
    // holds the call (source_location::current() inside its ConstantExpr).
    const SourceLocation Line =
        SM.translateLineCol(SM.getFileID(At), SM.getExpansionLineNumber(At), 1);
    if (!R.firstTime(Line, "divergent-name"))
      return;
    switch (What) {
    case NameFinder::Name:
      R.error(Check::SafeDivergentBranch, At,
              "oxide-rewrite's parse and nvcc's compile spell this name differently (a "
              "function's signature, a column, a file): a value computed from it may pick code "
              "nvcc compiles and no check saw");
      R.note(At, "use __func__ (the bare name), or keep it in the body of a function that no "
                 "kernel reaches and that is not constexpr");
      return;
    case NameFinder::Builtin:
      R.error(Check::SafeDivergentBranch, At,
              "a constraint that uses a compiler builtin: nvcc may not know it, and its "
              "constraint then picks another template, which no check saw");
      break;
    case NameFinder::Attribute:
      R.error(Check::SafeDivergentBranch, At,
              "an attribute or type only clang honours (enable_if, overloadable, ms_struct, "
              "pass_object_size, ext_vector_type, matrix_type): nvcc ignores it, and picks "
              "another overload or lays out another type");
      break;
    case NameFinder::HostOverload:
      R.error(Check::SafeDivergentBranch, At,
              "a host-only constexpr function with a device overload: clang never calls it "
              "from device code, nvcc's overload resolution may (--expt-relaxed-constexpr), and "
              "no check saw it");
      break;
    case NameFinder::LongDouble:
      R.error(Check::SafeDivergentBranch, At,
              "'long double' is 8 bytes in clang's device compile and 16 in nvcc's: a size or "
              "layout computed from it may pick code nvcc compiles and no check saw");
      break;
    }
    R.note(At, "write it the same for both compilers (mark the host overload __host__ "
               "__device__, use double), or keep it in the body of a function that no kernel "
               "reaches and that is not constexpr");
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
