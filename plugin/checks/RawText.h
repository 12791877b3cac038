//===- RawText.h - Reading a file's own text, before preprocessing -*- C++ -*-===//
//
// Several checks read text the preprocessor does not give them: a branch
// it skipped, a header it never opened, a file before any parse. They lex
// it raw, with the same language options, and spell tokens without their
// line continuations, as the preprocessor would.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_RAWTEXT_H
#define OXIDE_PLUGIN_RAWTEXT_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace oxide::plugin {

/// C++20: the language every raw lexer of user text here uses.
const clang::LangOptions &rawLexerOptions();

/// A raw token's text (an identifier's name, a literal with its quotes),
/// with its line continuations taken out (`oxi\<newline>de` is `oxide`).
std::string rawSpelling(const clang::Token &Tok);

/// A raw lexer over the file \p Loc is in (a file location), from \p Loc
/// to the end of the file: the buffer ends in a NUL, where the lexer
/// stops. std::nullopt when the file's text cannot be read.
std::optional<clang::Lexer> rawLexerAt(const clang::SourceManager &SM, clang::SourceLocation Loc);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_RAWTEXT_H
