//===- MacroGuard.cpp - User macros in the code oxide-rewrite writes -------===//

#include "MacroGuard.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using oxide::plugin::Check;

namespace oxide::rewriter {
namespace {

/// Calls \p Each with every token of \p Text (raw: macros unexpanded) and
/// whether it is on a directive line; \p Base is where Text starts, or an
/// invalid location for text that is not in a file.
template <class Fn>
void forEachToken(const std::string &Text, SourceLocation Base, const LangOptions &LO, Fn Each) {
  // The lexer reads up to the NUL after its buffer's end: a std::string's.
  Lexer L(Base, LO, Text.data(), Text.data(), Text.data() + Text.size());
  bool InDirective = false;
  Token Tok;
  for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof); L.LexFromRawLexer(Tok)) {
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(tok::hash);
    Each(Tok, InDirective);
  }
}

/// _Pragma runs a directive (pop_macro), __COUNTER__ counts: an expansion
/// that reaches either does something where it is expanded. Null if none.
const char *hazard(const MacroGuard::Expansion &E) {
  for (const auto &KV : E) {
    const llvm::StringRef Name = KV.getKey();
    if (Name == "_Pragma" || Name == "__pragma")
      return "_Pragma";
    if (Name == "__COUNTER__" && KV.getValue())
      return "__COUNTER__";
  }
  return nullptr;
}

} // namespace

MacroGuard::MacroGuard(Preprocessor &PP, std::vector<std::string> TrustedDirs)
    : PP(PP), NotUsers(PP.getSourceManager(), plugin::withSystemHeaders(std::move(TrustedDirs))) {}

const MacroInfo *MacroGuard::macroAt(llvm::StringRef Name, SourceLocation At) const {
  IdentifierInfo *II = PP.getIdentifierInfo(Name);
  if (!II->hadMacroDefinition())
    return nullptr;
  return PP.getMacroDefinitionAtLoc(II, At).getMacroInfo();
}

void MacroGuard::closure(llvm::StringRef Name, SourceLocation At, Expansion &Out) const {
  if (!Out.try_emplace(Name, nullptr).second)
    return;
  const MacroInfo *MI = macroAt(Name, At);
  Out[Name] = MI;
  if (MI)
    for (const Token &T : MI->tokens())
      if (const IdentifierInfo *II = T.getIdentifierInfo())
        closure(II->getName(), At, Out);
}

bool MacroGuard::sameExpansion(llvm::StringRef Name, SourceLocation Here,
                               SourceLocation There) const {
  Expansion A, B;
  closure(Name, Here, A);
  closure(Name, There, B);
  if (hazard(A) || hazard(B) || A.size() != B.size())
    return false;
  return llvm::all_of(A, [&](const auto &KV) {
    auto It = B.find(KV.getKey());
    return It != B.end() && It->second == KV.getValue();
  });
}

bool MacroGuard::isUsers(const MacroInfo &MI) const {
  return !MI.isBuiltinMacro() && !NotUsers.isTrusted(MI.getDefinitionLoc());
}

bool MacroGuard::generatedIsClean(llvm::StringRef Text, SourceLocation At, llvm::StringRef What,
                                  plugin::Reporter &Report) const {
  // oxide's own macros expand there too, and so does what their bodies name.
  Expansion E;
  forEachToken(Text.str(), SourceLocation(), PP.getLangOpts(),
               [&](const Token &Tok, bool InDirective) {
                 if (!InDirective && Tok.is(tok::raw_identifier))
                   closure(Tok.getRawIdentifier(), At, E);
               });
  bool Clean = true;
  for (const auto &KV : E) {
    const MacroInfo *MI = KV.getValue();
    if (!MI || !isUsers(*MI))
      continue;
    Clean = false;
    if (!Report.firstTime(MI->getDefinitionLoc(), "macro-in-generated-code"))
      continue;
    Report.error(Check::UserMacro, MI->getDefinitionLoc(),
                 "macro '%0', defined in user code, changes the code oxide-rewrite writes %1: "
                 "oxide relies on that code as written")
        << KV.getKey() << What;
    Report.note(At, "written here; rename the macro, or #undef it before this point");
  }
  return Clean;
}

bool MacroGuard::blankedIsInert(SourceRange Blanked, plugin::Reporter &Report) const {
  const SourceManager &SM = PP.getSourceManager();
  const SourceLocation B = Blanked.getBegin();
  const unsigned Off = SM.getFileOffset(B), End = SM.getFileOffset(Blanked.getEnd());
  if (End <= Off)
    return true;
  const llvm::StringRef File = SM.getBufferData(SM.getFileID(B));
  bool Inert = true;
  forEachToken(File.slice(Off, End).str(), B, PP.getLangOpts(), [&](const Token &Tok, bool) {
    if (!Inert || Tok.isNot(tok::raw_identifier))
      return;
    Expansion E;
    closure(Tok.getRawIdentifier(), Tok.getLocation(), E);
    const char *H = hazard(E);
    if (!H)
      return;
    Inert = false;
    Report.error(Check::UserMacro, Tok.getLocation(),
                 "'%0' in an [[oxide::...]] attribute runs %1, which the rewritten file would not "
                 "run: oxide-rewrite removes the attribute, so nvcc would compile other code "
                 "than the code oxide checked")
        << Tok.getRawIdentifier() << H;
  });
  return Inert;
}

bool MacroGuard::copyIsFaithful(SourceRange Copied, SourceLocation At, llvm::StringRef What,
                                plugin::Reporter &Report) const {
  const SourceManager &SM = PP.getSourceManager();
  const SourceLocation B = SM.getExpansionLoc(Copied.getBegin()),
                       E = SM.getExpansionLoc(Copied.getEnd());
  const llvm::StringRef File = SM.getBufferData(SM.getFileID(B));
  const unsigned Off = SM.getFileOffset(B), End = SM.getFileOffset(E);
  if (End < Off)
    return true;
  std::optional<std::pair<SourceLocation, std::string>> Bad;
  forEachToken(File.slice(Off, End).str(), B, PP.getLangOpts(),
               [&](const Token &Tok, bool InDirective) {
                 if (Bad || Tok.isNot(tok::raw_identifier))
                   return;
                 const llvm::StringRef Name = Tok.getRawIdentifier();
                 if (InDirective && (Name == "define" || Name == "undef" || Name == "include" ||
                                     Name == "include_next" || Name == "import" || Name == "line" ||
                                     Name == "push_macro" || Name == "pop_macro"))
                   Bad.emplace(Tok.getLocation(), "#" + Name.str());
                 else if (!sameExpansion(Name, Tok.getLocation(), At))
                   Bad.emplace(Tok.getLocation(), Name.str());
               });
  if (!Bad)
    return true;
  Report.error(Check::UserMacro, Bad->first,
               "'%0' reads otherwise in %1, which oxide-rewrite writes after this function, "
               "than it does here: the copy would not be the code oxide checked")
      << Bad->second << What;
  Report.note(At, "the copy is written here; move the #define, #undef, #include or push_macro "
                  "out of the function, and do not use __COUNTER__ or _Pragma in it");
  return false;
}

} // namespace oxide::rewriter
