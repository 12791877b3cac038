//===- ContractCheck.cpp - Diagnose [[oxide::launch_contract]] ------------===//
//
// Runs the contract language over each kernel's contract and reports at the
// exact byte inside the string literal (StringLiteral::getLocationOfByte).
// A string that came from OXIDE_LAUNCH_CONTRACT(...) has no column of its
// own: those diagnostics point at the macro use, without fix-its.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include "oxide/attrs/Annotations.h"
#include "oxide/attrs/ContractFromDecl.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

struct Locator {
  const ASTContext &Ctx;
  const std::vector<const StringLiteral *> &Strings;
  SourceLocation Attribute; // for a diagnostic on no string at all

  /// True when there is no column to point at: a string from a macro, or
  /// none.
  bool fromMacro(const contract::Span &S) const {
    return S.Piece >= Strings.size() || Strings[S.Piece]->getBeginLoc().isMacroID();
  }
  SourceLocation at(const contract::Span &S, unsigned Byte) const {
    const SourceManager &SM = Ctx.getSourceManager();
    if (S.Piece >= Strings.size())
      return SM.getExpansionLoc(Attribute);
    const StringLiteral *SL = Strings[S.Piece];
    if (fromMacro(S))
      return SM.getExpansionLoc(SL->getBeginLoc());
    return SL->getLocationOfByte(Byte, SM, Ctx.getLangOpts(), Ctx.getTargetInfo());
  }
  SourceLocation begin(const contract::Span &S) const { return at(S, S.Begin); }
  CharSourceRange range(const contract::Span &S) const {
    return CharSourceRange::getCharRange(at(S, S.Begin), at(S, S.End));
  }
};

/// The contract names parameters; the launcher checks them by a
/// declaration's names and the kernel's entry assumes them by the
/// definition's. Declarations that name a parameter differently would make
/// the two mean different parameters, so they are refused.
void checkParameterNamesAgree(const FunctionDecl &FD, Reporter &R) {
  const FunctionDecl *Def = FD.getDefinition();
  if (!Def || &FD != Def)
    return;
  for (const FunctionDecl *Other : FD.redecls()) {
    if (Other == Def || Other->getNumParams() != Def->getNumParams())
      continue;
    for (unsigned I = 0; I < Def->getNumParams(); ++I) {
      const StringRef A = Other->getParamDecl(I)->getName(), B = Def->getParamDecl(I)->getName();
      if (A.empty() || A == B || !R.firstTime(Def->getParamDecl(I)->getLocation(), "param-names"))
        continue;
      R.error(Check::LaunchContract, Def->getParamDecl(I)->getLocation(),
              "parameter %0 of kernel '%1' is '%2' here but '%3' in another declaration; the "
              "launch contract names parameters, so every declaration must use the same names")
          << (I + 1) << FD.getName() << B << A;
      R.note(Other->getParamDecl(I)->getLocation(), "the other declaration");
    }
  }
}

} // namespace

void checkLaunchContract(KernelPlans &Plans, const FunctionDecl &FD, Reporter &R) {
  if (!attrs::isOxideKernel(FD) || !attrs::hasLaunchContract(FD))
    return;
  checkParameterNamesAgree(FD, R);
  // A template with dependent parameters is checked per instantiation, where
  // the parameters have types; Reporter drops the repeats.
  if (FD.isDependentContext())
    return;
  const std::optional<attrs::DeclContract> &D = Plans.of(FD).Contract;
  if (!D)
    return;
  Locator L{FD.getASTContext(), D->Strings, D->Attribute};
  for (const contract::Diagnostic &Diag : D->Diags) {
    SourceLocation Loc = L.begin(Diag.Where);
    if (!R.firstTime(Loc, Diag.Message))
      continue;
    {
      DiagnosticBuilder DB = R.error(Check::LaunchContract, Loc, "%0");
      DB << Diag.Message;
      if (!L.fromMacro(Diag.Where)) {
        DB << L.range(Diag.Where);
        if (Diag.Fix)
          DB << FixItHint::CreateReplacement(L.range(Diag.Fix->Where), Diag.Fix->Replacement);
      }
    }
    if (Diag.Note)
      R.note(L.begin(Diag.Note->first), "%0") << Diag.Note->second;
  }
}

} // namespace oxide::plugin
