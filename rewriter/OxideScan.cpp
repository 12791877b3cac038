//===- OxideScan.cpp - Does a translation unit hold oxide at all? ---------===//

#include "OxideScan.h"
#include "DivergentBranches.h"
#include "RawText.h"
#include "TrustedCode.h"

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
  return Name == "kernel" || Name == "launch_contract" || Name == "unchecked_indexing" ||
         Name == "unsafe";
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
  UserFileRecorder(const SourceManager &SM, std::vector<std::string> &Files)
      : SM(SM), Files(Files) {}
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
  ScanAction(OxideScan &Out, const std::string &DeviceLib) : Out(Out), DeviceLib(DeviceLib) {}

protected:
  void ExecuteAction() override {
    CompilerInstance &CI = getCompilerInstance();
    Preprocessor &PP = CI.getPreprocessor();
    Out.Ran = true;
    PP.addPPCallbacks(std::make_unique<UserFileRecorder>(CI.getSourceManager(), Out.UserFiles));
    auto Divergent = std::make_shared<plugin::DivergentBranches>();
    PP.addPPCallbacks(
        plugin::recordDivergentBranches(PP, plugin::trustedDirectories(CI, DeviceLib), Divergent));
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
    for (const plugin::DivergentBranch &B : *Divergent)
      Out.HiddenOxide |= !B.Hidden.empty();
  }

private:
  OxideScan &Out;
  const std::string &DeviceLib;
};

class ScanFactory : public tooling::FrontendActionFactory {
public:
  ScanFactory(OxideScan &Out, const std::string &DeviceLib) : Out(Out), DeviceLib(DeviceLib) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<ScanAction>(Out, DeviceLib);
  }

private:
  OxideScan &Out;
  const std::string &DeviceLib;
};

} // namespace

OxideScan scanForOxide(const tooling::CompilationDatabase &Db, llvm::StringRef File,
                       const tooling::ArgumentsAdjuster &Adjust, const std::string &DeviceLib) {
  OxideScan Out;
  tooling::ClangTool Tool(Db, {File.str()});
  Tool.appendArgumentsAdjuster(Adjust);
  IgnoringDiagConsumer Quiet; // the parse that follows, if any, speaks
  Tool.setDiagnosticConsumer(&Quiet);
  ScanFactory Factory(Out, DeviceLib);
  (void)Tool.run(&Factory); // errors are expected here; what was seen is what counts
  return Out;
}

namespace {

/// The tokens of a file's own text, unpreprocessed (C++20 spelling).
class RawTokens {
public:
  explicit RawTokens(llvm::StringRef Text)
      : L(SourceLocation(), oxide::plugin::rawLexerOptions(), Text.begin(), Text.begin(),
          Text.end()) {}
  /// The next token into \p Tok; false at the end.
  bool next(Token &Tok) {
    L.LexFromRawLexer(Tok);
    return Tok.isNot(tok::eof);
  }

private:
  Lexer L;
};

bool isOxideThen(const Token &Prev, const Token &Tok, tok::TokenKind Kind) {
  return Prev.is(tok::raw_identifier) && Prev.getRawIdentifier() == "oxide" && Tok.is(Kind);
}

} // namespace

bool spellsOxide(llvm::StringRef Text) {
  RawTokens R(Text);
  Token Prev, Tok;
  Prev.startToken();
  for (; R.next(Tok); Prev = Tok) {
    if (tok::isStringLiteral(Tok.getKind()) &&
        llvm::StringRef(Tok.getLiteralData(), Tok.getLength()).contains("\"oxide."))
      return true;
    // `oxide ::` after a raw identifier, and `using oxide :`.
    if (isOxideThen(Prev, Tok, tok::coloncolon) || isOxideThen(Prev, Tok, tok::colon))
      return true;
  }
  return false;
}

bool certainlyHoldsOxide(llvm::StringRef Text) {
  RawTokens R(Text);
  Token Prev, Tok;
  Prev.startToken();
  int Depth = 0; // #if nesting
  bool More = R.next(Tok);
  while (More) {
    if (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
      // A directive: its name moves the depth; the rest of its line (a
      // #define's body included) is skipped. Then the next line's first
      // token is looked at from the top: it may start a directive too.
      More = R.next(Tok);
      if (More && !Tok.isAtStartOfLine() && Tok.is(tok::raw_identifier)) {
        const llvm::StringRef Name = Tok.getRawIdentifier();
        Depth += Name == "if" || Name == "ifdef" || Name == "ifndef";
        Depth -= Name == "endif";
      }
      while (More && !Tok.isAtStartOfLine())
        More = R.next(Tok);
      Prev.startToken();
      continue;
    }
    if (Depth == 0 && isOxideThen(Prev, Tok, tok::coloncolon))
      return true;
    Prev = Tok;
    More = R.next(Tok);
  }
  return false;
}

} // namespace oxide::rewriter
