//===- RawText.cpp - Reading a file's own text, before preprocessing -----===//

#include "RawText.h"

using namespace clang;

namespace oxide::plugin {

const LangOptions &rawLexerOptions() {
  static const LangOptions LO = [] {
    LangOptions O;
    O.CPlusPlus = O.CPlusPlus11 = O.CPlusPlus20 = true;
    O.Digraphs = true; // `%:include` is `#include` in C++
    return O;
  }();
  return LO;
}

std::string rawSpelling(const Token &Tok) {
  std::string Text = Tok.is(tok::raw_identifier)
                         ? Tok.getRawIdentifier().str()
                         : std::string(Tok.getLiteralData() ? Tok.getLiteralData() : "",
                                       Tok.getLiteralData() ? Tok.getLength() : 0);
  for (size_t At = Text.find('\\'); At != std::string::npos; At = Text.find('\\', At)) {
    size_t End = At + 1;
    while (End < Text.size() && (Text[End] == ' ' || Text[End] == '\t'))
      ++End;
    if (End < Text.size() && Text[End] == '\r')
      ++End;
    if (End < Text.size() && Text[End] == '\n')
      Text.erase(At, End + 1 - At);
    else
      ++At;
  }
  return Text;
}

std::optional<Lexer> rawLexerAt(const SourceManager &SM, SourceLocation Loc) {
  bool Invalid = false;
  const std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
  const llvm::StringRef Text = SM.getBufferData(D.first, &Invalid);
  if (Invalid)
    return std::nullopt;
  return std::optional<Lexer>(std::in_place, SourceLocation(), rawLexerOptions(), Text.begin(),
                              Text.begin() + D.second, Text.end());
}

} // namespace oxide::plugin
