//===- AttributeRegistration.cpp - Register the oxide attributes ----------===//
//
// Each attribute is registered twice: as `oxide::name` and as the unscoped
// `name`. Clang looks plugin attributes up by their unscoped name; with only
// the scoped spelling the arguments of `[[oxide::launch_contract("...")]]`
// are skipped without a word (docs/internals.md, trap 1). The handlers then refuse
// every use whose scope is not `oxide`.
//
// Handlers lower each attribute to an AnnotateAttr (oxide/attrs/Annotations.h).
// Contract strings go through Sema::CreateAnnotationAttr: raw StringLiteral
// arguments crash clang's codegen (docs/internals.md, trap 2).
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/ParsedAttrInfo.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace {

/// Attributes are checked while Sema parses them, before any Reporter
/// exists: the same named diagnostics (Diagnostics.h), reported from here.
DiagnosticBuilder report(Sema &S, SourceLocation Loc, DiagnosticsEngine::Level L,
                         llvm::StringRef Fmt) {
  DiagnosticsEngine &D = S.getDiagnostics();
  using oxide::plugin::Check;
  const std::string Format = L == DiagnosticsEngine::Note
                                 ? Fmt.str()
                                 : oxide::plugin::withCheckName(Fmt, Check::AttributeSyntax);
  return D.Report(Loc, oxide::plugin::customDiagID(D, L, Format));
}

/// Errors and returns false unless \p A is spelled `oxide::name`.
bool checkScope(Sema &S, const ParsedAttr &A) {
  const IdentifierInfo *Scope = A.getScopeName();
  if (Scope && Scope->getName() == attrs::Scope)
    return true;
  report(S, A.getLoc(), DiagnosticsEngine::Error,
         "'%0' is an oxide attribute and must be written with its scope, as "
         "[[oxide::%0]]")
      << A.getAttrName()->getName()
      << (Scope ? FixItHint::CreateReplacement(A.getScopeLoc(), "oxide")
                : FixItHint::CreateInsertion(A.getLoc(), "oxide::"));
  return false;
}

bool appertainsToFunction(Sema &S, const ParsedAttr &A, const Decl *D) {
  if (isa<FunctionDecl>(D) || isa<FunctionTemplateDecl>(D))
    return true;
  report(S, A.getLoc(), DiagnosticsEngine::Error, "[[oxide::%0]] applies only to functions")
      << A.getAttrName()->getName();
  return false;
}

void annotate(Sema &S, Decl *D, const ParsedAttr &A, llvm::StringRef Name,
              MutableArrayRef<Expr *> Args = {}) {
  D->addAttr(S.CreateAnnotationAttr(A, Name, Args));
}

// The three declaration attributes: functions only, scope checked, then
// apply() does the attribute's own work.
struct FunctionAttrInfo : ParsedAttrInfo {
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A, const Decl *D) const final {
    return appertainsToFunction(S, A, D);
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D, const ParsedAttr &A) const final {
    return checkScope(S, A) ? apply(S, D, A) : AttributeNotApplied;
  }
  virtual AttrHandling apply(Sema &S, Decl *D, const ParsedAttr &A) const = 0;
};

// [[oxide::kernel]] and [[oxide::kernel(raw)]]. Whether the function is
// __global__ is checked later (KernelAttributeCheck): a leading attribute is
// handled before __global__ is attached (docs/internals.md, trap 4).
struct KernelAttrInfo : FunctionAttrInfo {
  KernelAttrInfo() {
    OptArgs = 1;
    static constexpr Spelling S[] = {{ParsedAttr::AS_CXX11, "oxide::kernel"},
                                     {ParsedAttr::AS_CXX11, "kernel"}};
    Spellings = S;
  }
  AttrHandling apply(Sema &S, Decl *D, const ParsedAttr &A) const override {
    bool Raw = false;
    if (A.getNumArgs() == 1) {
      const IdentifierLoc *Arg = A.isArgIdent(0) ? A.getArgAsIdent(0) : nullptr;
      if (!Arg || Arg->getIdentifierInfo()->getName() != "raw") {
        report(S, Arg ? Arg->getLoc() : A.getArgAsExpr(0)->getExprLoc(), DiagnosticsEngine::Error,
               "unknown argument to [[oxide::kernel]]; the only one is 'raw', "
               "as in [[oxide::kernel(raw)]]");
        return AttributeNotApplied;
      }
      Raw = true;
    }
    if (attrs::isOxideKernel(*D)) {
      report(S, A.getLoc(), DiagnosticsEngine::Error, "[[oxide::kernel]] is given more than once");
      return AttributeNotApplied;
    }
    annotate(S, D, A, Raw ? attrs::RawKernelAnnotation : attrs::KernelAnnotation);
    return AttributeApplied;
  }
};

// [[oxide::launch_contract("key = value, ...", ...)]]. The strings are parsed
// by the contract language (attrs/); here they are only kept, with their
// source locations, for it.
struct LaunchContractAttrInfo : FunctionAttrInfo {
  LaunchContractAttrInfo() {
    OptArgs = 15;
    static constexpr Spelling S[] = {{ParsedAttr::AS_CXX11, "oxide::launch_contract"},
                                     {ParsedAttr::AS_CXX11, "launch_contract"}};
    Spellings = S;
  }
  AttrHandling apply(Sema &S, Decl *D, const ParsedAttr &A) const override {
    if (A.getNumArgs() == 0) {
      report(S, A.getLoc(), DiagnosticsEngine::Error,
             "[[oxide::launch_contract]] needs at least one string literal, as in "
             "[[oxide::launch_contract(\"domain = 1\")]]");
      return AttributeNotApplied;
    }
    llvm::SmallVector<Expr *, 4> Args;
    for (unsigned I = 0, E = A.getNumArgs(); I != E; ++I) {
      Expr *Arg = A.isArgExpr(I) ? A.getArgAsExpr(I) : nullptr;
      if (!Arg || !isa<StringLiteral>(Arg->IgnoreParenImpCasts())) {
        SourceLocation Loc = Arg ? Arg->getExprLoc() : A.getArgAsIdent(I)->getLoc();
        report(S, Loc, DiagnosticsEngine::Error,
               "argument %0 of [[oxide::launch_contract]] must be a string literal "
               "of 'key = value' items")
            << (I + 1);
        return AttributeNotApplied;
      }
      Args.push_back(Arg);
    }
    if (const AnnotateAttr *Prev = attrs::findAnnotation(*D, attrs::LaunchContractAnnotation)) {
      report(S, A.getLoc(), DiagnosticsEngine::Error,
             "a kernel may have only one [[oxide::launch_contract]]");
      report(S, Prev->getLocation(), DiagnosticsEngine::Note, "the first launch_contract is here");
      return AttributeNotApplied;
    }
    annotate(S, D, A, attrs::LaunchContractAnnotation, Args);
    return AttributeApplied;
  }
};

// [[oxide::unchecked_indexing]].
struct UncheckedIndexingAttrInfo : FunctionAttrInfo {
  UncheckedIndexingAttrInfo() {
    static constexpr Spelling S[] = {{ParsedAttr::AS_CXX11, "oxide::unchecked_indexing"},
                                     {ParsedAttr::AS_CXX11, "unchecked_indexing"}};
    Spellings = S;
  }
  AttrHandling apply(Sema &S, Decl *D, const ParsedAttr &A) const override {
    annotate(S, D, A, attrs::UncheckedIndexingAnnotation);
    return AttributeApplied;
  }
};

// [[oxide::unsafe]] { ... }: the scope in which Tier-2 APIs may be called.
struct UnsafeAttrInfo : ParsedAttrInfo {
  UnsafeAttrInfo() {
    IsStmt = 1;
    static constexpr Spelling S[] = {{ParsedAttr::AS_CXX11, "oxide::unsafe"},
                                     {ParsedAttr::AS_CXX11, "unsafe"}};
    Spellings = S;
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A, const Decl *) const override {
    report(S, A.getLoc(), DiagnosticsEngine::Error,
           "[[oxide::unsafe]] applies only to a compound statement, as in "
           "[[oxide::unsafe]] { ... }");
    return false;
  }
  bool diagAppertainsToStmt(Sema &S, const ParsedAttr &A, const Stmt *St) const override {
    if (isa<CompoundStmt>(St))
      return true;
    report(S, A.getLoc(), DiagnosticsEngine::Error,
           "[[oxide::unsafe]] applies only to a compound statement, as in "
           "[[oxide::unsafe]] { ... }");
    return false;
  }
  AttrHandling handleStmtAttribute(Sema &S, Stmt *, const ParsedAttr &A,
                                   class Attr *&Result) const override {
    if (!checkScope(S, A))
      return AttributeNotApplied;
    Result = AnnotateAttr::Create(S.Context, attrs::UnsafeAnnotation, nullptr, 0, A);
    return AttributeApplied;
  }
};

ParsedAttrInfoRegistry::Add<KernelAttrInfo> RegisterKernel("oxide_kernel", "[[oxide::kernel]]");
ParsedAttrInfoRegistry::Add<LaunchContractAttrInfo>
    RegisterLaunchContract("oxide_launch_contract", "[[oxide::launch_contract]]");
ParsedAttrInfoRegistry::Add<UncheckedIndexingAttrInfo>
    RegisterUncheckedIndexing("oxide_unchecked_indexing", "[[oxide::unchecked_indexing]]");
ParsedAttrInfoRegistry::Add<UnsafeAttrInfo> RegisterUnsafe("oxide_unsafe", "[[oxide::unsafe]]");

} // namespace
