//===- BesideIncludes.cpp - A copy's quoted includes, found as the original's ===//

#include "BesideIncludes.h"
#include "Diagnostics.h"
#include "RawText.h"

#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <vector>

using namespace clang;

namespace oxide::rewriter {
namespace {

/// A quoted name's token in the text: where it starts, its length, and the
/// name without quotes or line continuations.
struct QuotedName {
  size_t Offset, Length;
  std::string Name;
};

bool isIncludeDirective(llvm::StringRef Name) {
  return Name == "include" || Name == "include_next" || Name == "import" || Name == "embed";
}

bool isIncludeTest(llvm::StringRef Name) {
  return Name == "__has_include" || Name == "__has_include_next" || Name == "__has_embed";
}

/// The include names of a text: quoted ones, and whether any is a macro.
struct IncludeNames {
  std::vector<QuotedName> Quoted;
  bool ByMacro = false;
  std::string Backslashed; ///< a quoted name with a backslash, if any
};

/// Takes \p Tok as a quoted name when it is one, and lexes on.
void takeName(Lexer &L, Token &Tok, llvm::StringRef Text, IncludeNames &Out) {
  if (Tok.is(tok::string_literal)) {
    const std::string Quoted = oxide::plugin::rawSpelling(Tok);
    if (Quoted.size() >= 2 && Quoted.front() == '"' && Quoted.back() == '"')
      Out.Quoted.push_back({size_t(Tok.getLiteralData() - Text.data()), Tok.getLength(),
                            Quoted.substr(1, Quoted.size() - 2)});
    // clang reads `"a\" b.h"` as one name, gcc (nvcc's preprocessor) as
    // `a\` and more tokens: the two would include different files.
    if (Quoted.find('\\') != std::string::npos && Out.Backslashed.empty())
      Out.Backslashed = Quoted;
  }
  L.LexFromRawLexer(Tok);
}

/// Every quoted name of an include in \p Text, in every branch: the raw
/// lexer does not evaluate conditionals, and nvcc may take another branch.
IncludeNames includeNames(llvm::StringRef Text) {
  IncludeNames Out;
  Lexer L(SourceLocation(), oxide::plugin::rawLexerOptions(), Text.begin(), Text.begin(),
          Text.end());
  Token Tok;
  L.LexFromRawLexer(Tok);
  while (Tok.isNot(tok::eof)) {
    const bool Directive = Tok.is(tok::hash) && Tok.isAtStartOfLine();
    const bool Test = Tok.is(tok::raw_identifier) && isIncludeTest(oxide::plugin::rawSpelling(Tok));
    L.LexFromRawLexer(Tok);
    if (Directive && Tok.is(tok::raw_identifier) && !Tok.isAtStartOfLine() &&
        isIncludeDirective(oxide::plugin::rawSpelling(Tok))) {
      // Every quoted name on the line: `#include EMPTY "cfg.h"` names
      // cfg.h once EMPTY expands to nothing.
      L.LexFromRawLexer(Tok);
      Out.ByMacro |= Tok.is(tok::raw_identifier) && !Tok.isAtStartOfLine();
      while (Tok.isNot(tok::eof) && !Tok.isAtStartOfLine())
        takeName(L, Tok, Text, Out);
    } else if (Test && Tok.is(tok::l_paren)) {
      L.LexFromRawLexer(Tok);
      Out.ByMacro |= Tok.is(tok::raw_identifier);
      while (Tok.isNot(tok::eof) && Tok.isNot(tok::r_paren) && !Tok.isAtStartOfLine())
        takeName(L, Tok, Text, Out);
    }
  }
  return Out;
}

/// \p Path made absolute, its `.` parts taken out (not its `..`: a link
/// may stand before one).
std::string absoluteDir(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/false);
  return llvm::sys::path::parent_path(Abs).str();
}

bool sameDirectory(llvm::StringRef A, llvm::StringRef B) {
  return A == B || llvm::sys::fs::equivalent(A, B);
}

/// See watchMacroIncludes.
class MacroIncludeWatcher : public PPCallbacks {
public:
  MacroIncludeWatcher(Preprocessor &PP, llvm::StringRef OutputPath)
      : PP(PP), OutputDir(absoluteDir(OutputPath)) {}

  void InclusionDirective(SourceLocation Hash, const Token &, llvm::StringRef Name, bool Angled,
                          CharSourceRange NameRange, OptionalFileEntryRef File,
                          llvm::StringRef SearchPath, llvm::StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    const SourceManager &SM = PP.getSourceManager();
    if (Angled || !File || !SM.isWrittenInMainFile(Hash))
      return;
    // A quoted name is anchored in the copy's text (anchorBesideIncludes).
    if (*SM.getCharacterData(SM.getExpansionLoc(NameRange.getBegin())) == '"')
      return;
    const std::string Dir = absoluteDir(SM.getFileEntryRefForID(SM.getMainFileID())->getName());
    llvm::SmallString<256> Found(SearchPath);
    llvm::sys::fs::make_absolute(Found);
    if (sameDirectory(Dir, OutputDir) || !sameDirectory(Found, Dir))
      return;
    DiagnosticsEngine &D = PP.getDiagnostics();
    D.Report(Hash, oxide::plugin::customDiagID(
                       D, DiagnosticsEngine::Error,
                       oxide::plugin::withCheckName(
                           "the header this include's macro names, '%0', is found beside this "
                           "file; oxide-rewrite's copy is compiled from another directory, "
                           "where a header of the same name on the include path would be found "
                           "instead; write the name in quotes (`#include \"%0\"`)",
                           oxide::plugin::Check::RewriteInclude)))
        << Name;
  }

private:
  Preprocessor &PP;
  std::string OutputDir;
};

} // namespace

bool includesByMacro(llvm::StringRef Text, llvm::StringRef SourcePath, llvm::StringRef OutputPath) {
  return !sameDirectory(absoluteDir(SourcePath), absoluteDir(OutputPath)) &&
         includeNames(Text).ByMacro;
}

std::unique_ptr<PPCallbacks> watchMacroIncludes(Preprocessor &PP, llvm::StringRef OutputPath) {
  return std::make_unique<MacroIncludeWatcher>(PP, OutputPath);
}

std::string anchorBesideIncludes(std::string &Text, llvm::StringRef SourcePath,
                                 llvm::StringRef OutputPath) {
  const IncludeNames All = includeNames(Text);
  if (!All.Backslashed.empty())
    return "the include name " + All.Backslashed +
           " holds a backslash, which clang (oxide's parse) and gcc (nvcc's preprocessor) read "
           "differently; name the header without one";
  const std::string Dir = absoluteDir(SourcePath);
  if (sameDirectory(Dir, absoluteDir(OutputPath)))
    return ""; // the copy's own directory is the original's
  const std::vector<QuotedName> &Names = All.Quoted;
  // From the last, so that the offsets before each edit stay.
  for (auto It = Names.rbegin(); It != Names.rend(); ++It) {
    if (It->Name.empty() || llvm::sys::path::is_absolute(It->Name))
      continue;
    llvm::SmallString<256> Beside(Dir);
    llvm::sys::path::append(Beside, It->Name);
    if (!llvm::sys::fs::exists(Beside) || llvm::sys::fs::is_directory(Beside))
      continue; // looked up on the include path, for the copy as for the original
    if (Beside.str().find_first_of("\"\n\r") != llvm::StringRef::npos)
      return "the path of '" + It->Name +
             "', beside the file, cannot be spelled as a quoted "
             "include in the copy";
    Text.replace(It->Offset, It->Length, "\"" + Beside.str().str() + "\"");
  }
  return "";
}

} // namespace oxide::rewriter
