//===- OxideScan.cpp - Does a translation unit hold oxide at all? ---------===//

#include "OxideScan.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"

using namespace clang;

namespace oxide::rewriter {
namespace {

bool isOxideToken(const Token &Tok, const Preprocessor &PP) {
  // `annotate` too: its string may be split ("ox" "ide.kernel") and is
  // joined only after preprocessing, so any annotation means a parse.
  if (Tok.is(tok::identifier)) {
    const llvm::StringRef Name = Tok.getIdentifierInfo()->getName();
    return Name == "oxide" || Name == "annotate" || Name == "__annotate__";
  }
  return tok::isStringLiteral(Tok.getKind()) &&
         llvm::StringRef(PP.getSpelling(Tok)).contains("\"oxide.");
}

/// `[[kernel]]`, `[[gnu::noinline, unsafe]]`: an oxide attribute written
/// without its scope, which the parse refuses with the fix.
bool unscopedOxideName(const Token &Tok, const Token &Prev) {
  if (!Tok.is(tok::identifier) || !(Prev.is(tok::l_square) || Prev.is(tok::comma)))
    return false;
  llvm::StringRef Name = Tok.getIdentifierInfo()->getName();
  // `__kernel__` is the same attribute to clang.
  if (Name.size() > 4 && Name.starts_with("__") && Name.ends_with("__"))
    Name = Name.drop_front(2).drop_back(2);
  return Name == "kernel" || Name == "launch_contract" || Name == "unchecked_indexing" || Name == "unsafe";
}

/// `#pragma clang attribute ...` (also through _Pragma): without a parser
/// its tokens are never lexed, so its arrival is the signal.
class PragmaAttributeSeen : public PragmaHandler {
public:
  explicit PragmaAttributeSeen(bool &Seen) : PragmaHandler("attribute"), Seen(Seen) {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer, Token &) override {
    Seen = true;
    PP.DiscardUntilEndOfDirective();
  }

private:
  bool &Seen;
};

/// Records the user's files the preprocessor enters.
class UserFileRecorder : public PPCallbacks {
public:
  UserFileRecorder(const SourceManager &SM, std::vector<std::string> &Files) : SM(SM), Files(Files) {}
  void FileChanged(SourceLocation Loc, FileChangeReason Reason, SrcMgr::CharacteristicKind Kind,
                   FileID) override {
    if (Reason != EnterFile || Kind != SrcMgr::C_User)
      return;
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(Loc));
        F && !llvm::is_contained(Files, F->getName().str()))
      Files.push_back(F->getName().str());
  }

private:
  const SourceManager &SM;
  std::vector<std::string> &Files;
};

class ScanAction : public PreprocessorFrontendAction {
public:
  explicit ScanAction(OxideScan &Out) : Out(Out) {}

protected:
  void ExecuteAction() override {
    CompilerInstance &CI = getCompilerInstance();
    Preprocessor &PP = CI.getPreprocessor();
    Out.Ran = true;
    PP.addPPCallbacks(std::make_unique<UserFileRecorder>(CI.getSourceManager(), Out.UserFiles));
    PP.AddPragmaHandler("clang", new PragmaAttributeSeen(Out.HoldsOxide));
    PP.EnterMainSourceFile();
    Token Tok, Prev;
    Prev.startToken();
    bool InAttribute = false; // between `[[` and `]]`
    for (PP.Lex(Tok); Tok.isNot(tok::eof) && !Out.HoldsOxide; Prev = Tok, PP.Lex(Tok)) {
      if (Tok.is(tok::l_square) && Prev.is(tok::l_square))
        InAttribute = true;
      else if (Tok.is(tok::r_square) && Prev.is(tok::r_square))
        InAttribute = false;
      if (isOxideToken(Tok, PP) || (InAttribute && unscopedOxideName(Tok, Prev))) {
        Out.HoldsOxide = true;
        break; // the full parse follows; the rest is not needed
      }
    }
    Out.Incomplete = CI.getDiagnostics().hasFatalErrorOccurred();
  }

private:
  OxideScan &Out;
};

class ScanFactory : public tooling::FrontendActionFactory {
public:
  explicit ScanFactory(OxideScan &Out) : Out(Out) {}
  std::unique_ptr<FrontendAction> create() override { return std::make_unique<ScanAction>(Out); }

private:
  OxideScan &Out;
};

} // namespace

OxideScan scanForOxide(const tooling::CompilationDatabase &Db, llvm::StringRef File,
                       const tooling::ArgumentsAdjuster &Adjust) {
  OxideScan Out;
  tooling::ClangTool Tool(Db, {File.str()});
  Tool.appendArgumentsAdjuster(Adjust);
  IgnoringDiagConsumer Quiet; // the parse that follows, if any, speaks
  Tool.setDiagnosticConsumer(&Quiet);
  ScanFactory Factory(Out);
  (void)Tool.run(&Factory); // errors are expected here; what was seen is what counts
  return Out;
}

bool spellsOxide(llvm::StringRef Text) {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus20 = true;
  Lexer L(SourceLocation(), LO, Text.begin(), Text.begin(), Text.end());
  Token Prev, Tok;
  Prev.startToken();
  for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof); Prev = Tok, L.LexFromRawLexer(Tok)) {
    if (tok::isStringLiteral(Tok.getKind()) &&
        llvm::StringRef(Tok.getLiteralData(), Tok.getLength()).contains("\"oxide."))
      return true;
    // `oxide ::` after a raw identifier, and `using oxide :`.
    if (Prev.is(tok::raw_identifier) && Prev.getRawIdentifier() == "oxide" &&
        (Tok.is(tok::coloncolon) || Tok.is(tok::colon)))
      return true;
  }
  return false;
}

bool certainlyHoldsOxide(llvm::StringRef Text) {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus20 = true;
  Lexer L(SourceLocation(), LO, Text.begin(), Text.begin(), Text.end());
  Token Prev, Tok;
  Prev.startToken();
  int Depth = 0; // #if nesting
  for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof); Prev = Tok, L.LexFromRawLexer(Tok)) {
    if (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
      // A directive: its name moves the depth; the rest of its line (a
      // #define's body included) is skipped.
      L.LexFromRawLexer(Tok);
      if (Tok.is(tok::raw_identifier)) {
        const llvm::StringRef Name = Tok.getRawIdentifier();
        if (Name == "if" || Name == "ifdef" || Name == "ifndef")
          ++Depth;
        else if (Name == "endif")
          --Depth;
      }
      while (Tok.isNot(tok::eof)) {
        L.LexFromRawLexer(Tok);
        if (Tok.isAtStartOfLine())
          break;
      }
      if (Tok.is(tok::eof))
        return false;
      Prev.startToken();
      // Tok starts the next line: look at it as any token.
    }
    if (Depth == 0 && Prev.is(tok::raw_identifier) && Prev.getRawIdentifier() == "oxide" &&
        Tok.is(tok::coloncolon))
      return true;
  }
  return false;
}

} // namespace oxide::rewriter
