//===- HiddenOxide.cpp - Oxide code only nvcc's view of a file holds ------===//

#include "HiddenOxide.h"
#include "Diagnostics.h"
#include "DivergentBranches.h"
#include "RawText.h"
#include "TrustedCode.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

#include <cstring>
#include <set>

using namespace clang;

namespace oxide::plugin {
namespace {

/// A header's includes are followed this deep; deeper counts as hidden.
constexpr int MaxDepth = 8;

/// An identifier that puts oxide into the code: the attributes' scope, and
/// annotations (their string may be split into pieces; a `#pragma clang
/// attribute` or a _Pragma that applies one spells it too).
bool oxideIdentifier(llvm::StringRef Name) {
  return Name == "oxide" || Name == "annotate" || Name == "__annotate__";
}

/// An annotation's string ("oxide.kernel"); a split one ("ox" "ide.kernel")
/// needs `annotate`, which counts by itself.
bool oxideString(llvm::StringRef Spelling) { return Spelling.contains("oxide."); }

/// Walks raw text (a skipped branch, a header) for what puts oxide in it.
class TextScan {
public:
  TextScan(Preprocessor &PP, const OxideMacros &Known, const TrustedCode &Trusted)
      : PP(PP), Known(Known), Trusted(Trusted) {}

  /// \p Dir: the directory of the file the text is in (quoted includes).
  /// A system header (\p System) counts only where it spells `oxide` itself;
  /// its own includes and macros are the library's.
  std::string scan(llvm::StringRef Text, llvm::StringRef Dir, int Depth, bool System = false) {
    const std::string Own = Text.str(); // the lexer reads up to a NUL at its end
    Lexer L(SourceLocation(), rawLexerOptions(), Own.data(), Own.data(), Own.data() + Own.size());
    Token Tok;
    L.LexFromRawLexer(Tok);
    while (Tok.isNot(tok::eof)) {
      if (Tok.is(tok::hash) && Tok.isAtStartOfLine() && !System) {
        // Read whole; Tok is then the next line's first token.
        if (std::string Why = directive(L, Tok, Dir, Depth); !Why.empty() && !Defines)
          return Why;
        continue;
      }
      if (std::string Why = token(Tok, System); !Why.empty() && !Defines)
        return Why;
      L.LexFromRawLexer(Tok);
    }
    return "";
  }

private:
  std::string token(const Token &Tok, bool System = false) const {
    if (!System && Tok.is(tok::hashhash))
      return "it pastes tokens (##), which may spell oxide";
    if (Tok.is(tok::raw_identifier)) {
      const std::string Name = rawSpelling(Tok);
      if (System ? Name == "oxide" : oxideIdentifier(Name))
        return "it spells '" + Name + "'";
      if (!System && Known.contains(Name))
        return "it uses macro '" + Name + "', which spells oxide";
    }
    if (tok::isStringLiteral(Tok.getKind()) &&
        oxideString(llvm::StringRef(Tok.getLiteralData(), Tok.getLength())))
      return "it spells a string holding \"oxide\"";
    return "";
  }

  /// A directive's line (\p Tok is its `#`): `#include` is followed, and
  /// every other token on the line is looked at as code is (a #define there
  /// would define an oxide macro for nvcc alone). Leaves \p Tok on the next
  /// line's first token.
  std::string directive(Lexer &L, Token &Tok, llvm::StringRef Dir, int Depth) {
    L.LexFromRawLexer(Tok);
    if (Tok.is(tok::raw_identifier) && !Tok.isAtStartOfLine()) {
      const std::string Name = rawSpelling(Tok);
      if (Name == "include" || Name == "include_next" || Name == "import")
        return include(L, Tok, Dir, Depth);
      if (Defines && (Name == "define" || Name == "undef")) {
        L.LexFromRawLexer(Tok);
        if (Tok.is(tok::raw_identifier) && !Tok.isAtStartOfLine())
          Defines->push_back(rawSpelling(Tok));
      }
    }
    for (; Tok.isNot(tok::eof) && !Tok.isAtStartOfLine(); L.LexFromRawLexer(Tok))
      if (std::string Why = token(Tok); !Why.empty() && !Defines)
        return Why;
    return "";
  }

public:
  /// Set: the scan collects the macros the text and the user's headers it
  /// includes #define or #undef, and reads on past what it finds.
  std::vector<std::string> *Defines = nullptr;

private:
  /// `#include "x"` or `<x>` (\p Tok is `include`): the header, found as
  /// the preprocessor would, is scanned in turn.
  std::string include(Lexer &L, Token &Tok, llvm::StringRef Dir, int Depth) {
    const char *After = Tok.getRawIdentifier().end();
    llvm::StringRef Line(After, std::strlen(After));
    Line = Line.take_until([](char C) { return C == '\n'; }).ltrim(" \t");
    for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof) && !Tok.isAtStartOfLine();)
      L.LexFromRawLexer(Tok);
    const bool Angled = Line.starts_with("<");
    const size_t Close = Line.find(Angled ? '>' : '"', 1);
    if (!(Angled || Line.starts_with("\"")) || Close == llvm::StringRef::npos)
      return "it includes a header named by a macro, which oxide does not follow";
    const llvm::StringRef Name = Line.slice(1, Close);
    if (Depth >= MaxDepth)
      return "it includes '" + Name.str() + "', past the depth oxide follows";
    std::optional<Header> H = find(Name, Angled, Dir);
    // An angled header clang cannot find is the host compiler's own
    // (<omp.h> under _OPENMP): its directories are the system's.
    if (!H)
      return Angled ? "" : "it includes '" + Name.str() + "', which oxide cannot find";
    if (Trusted.isTrustedPath(H->Path) || !Seen.insert(H->Path).second)
      return "";
    auto Buf = PP.getFileManager().getBufferForFile(H->Path);
    if (!Buf)
      return "it includes '" + Name.str() + "', which oxide cannot read";
    std::string Why =
        scan((*Buf)->getBuffer(), llvm::sys::path::parent_path(H->Path), Depth + 1, H->System);
    return Why.empty() ? "" : "it includes '" + Name.str() + "', where " + Why;
  }

  struct Header {
    std::string Path; ///< real path
    bool System;      ///< found in a system directory
  };
  /// Header \p Name: beside the including file first for a quoted name,
  /// then on the preprocessor's search path.
  std::optional<Header> find(llvm::StringRef Name, bool Angled, llvm::StringRef Dir) {
    FileManager &FM = PP.getFileManager();
    if (!Angled && !Dir.empty()) {
      llvm::SmallString<256> Beside(Dir);
      llvm::sys::path::append(Beside, Name);
      if (auto F = FM.getOptionalFileRef(Beside))
        return Header{realPath(*F), false};
    }
    ConstSearchDirIterator Where = nullptr;
    OptionalFileEntryRef F = PP.LookupFile(SourceLocation(), Name, Angled, nullptr, nullptr, &Where,
                                           nullptr, nullptr, nullptr, nullptr, nullptr);
    if (!F)
      return std::nullopt;
    return Header{realPath(*F), Where && Where->isSystemHeaderDirectory()};
  }

  static std::string realPath(FileEntryRef F) {
    const llvm::StringRef Real = F.getFileEntry().tryGetRealPathName();
    return Real.empty() ? F.getName().str() : Real.str();
  }

  Preprocessor &PP;
  const OxideMacros &Known;
  const TrustedCode &Trusted;
  std::set<std::string> Seen;
};

} // namespace

bool macroSpellsOxide(const MacroInfo &MI, const OxideMacros &Known, bool UserMacro) {
  for (const Token &T : MI.tokens()) {
    if (const IdentifierInfo *II = T.getIdentifierInfo()) {
      const llvm::StringRef Name = II->getName();
      if (Name == "oxide" || Known.contains(Name) || (UserMacro && oxideIdentifier(Name)))
        return true;
    }
    // `a ## b` makes identifiers no text spells (`oxi ## de`, `anno ## tate`).
    if (UserMacro && T.is(tok::hashhash))
      return true;
    if (tok::isStringLiteral(T.getKind()) && T.getLiteralData() &&
        oxideString(llvm::StringRef(T.getLiteralData(), T.getLength())))
      return true;
  }
  return false;
}

namespace {

/// The text of a skipped range, the directory of its file (for quoted
/// includes), and whether that file is a system header. Text is empty when
/// the range cannot be read.
struct SkippedText {
  llvm::StringRef Text, Dir;
  bool System = false;
};

SkippedText skippedText(const SourceManager &SM, SourceRange Range) {
  const auto [File, Begin] = SM.getDecomposedLoc(SM.getExpansionLoc(Range.getBegin()));
  const unsigned End = SM.getDecomposedLoc(SM.getExpansionLoc(Range.getEnd())).second;
  bool Invalid = false;
  const llvm::StringRef Buf = SM.getBufferData(File, &Invalid);
  if (Invalid || End < Begin || End > Buf.size())
    return {};
  SkippedText Out{Buf.slice(Begin, End), "", SM.isInSystemHeader(SM.getLocForStartOfFile(File))};
  if (OptionalFileEntryRef F = SM.getFileEntryRefForID(File))
    Out.Dir = llvm::sys::path::parent_path(F->getName());
  return Out;
}

} // namespace

std::string oxideInSkippedText(Preprocessor &PP, SourceRange Range, const OxideMacros &Known,
                               const TrustedCode &Trusted) {
  const SkippedText T = skippedText(PP.getSourceManager(), Range);
  // A system header's branch counts where it spells `oxide` itself (the
  // user's oxide code on an -isystem path); its macros and includes are
  // the library's.
  TextScan Scan(PP, Known, Trusted);
  return Scan.scan(T.Text, T.Dir, 0, T.System);
}

std::vector<std::string> macrosDefinedIn(Preprocessor &PP, SourceRange Range,
                                         const TrustedCode &Trusted) {
  std::vector<std::string> Names;
  const SkippedText T = skippedText(PP.getSourceManager(), Range);
  const OxideMacros None;
  TextScan Scan(PP, None, Trusted);
  Scan.Defines = &Names;
  (void)Scan.scan(T.Text, T.Dir, 0);
  return Names;
}

void checkHiddenOxide(Reporter &R) {
  const DivergentBranches *Branches = R.options().Divergent.get();
  if (!Branches)
    return;
  for (const DivergentBranch &B : *Branches) {
    if (B.Hidden.empty() || !R.firstTime(B.If, "hidden-oxide"))
      continue;
    R.error(Check::SafeDivergentBranch, B.If,
            "oxide code that only nvcc would compile: this branch depends on '%0', which "
            "oxide-rewrite's parse and nvcc's compile may define differently; the parse skips "
            "it, so no check saw it: %1")
        << B.Macro << B.Hidden;
    R.note(B.If, "keep oxide code out of compiler-specific branches (test __CUDA_ARCH__, which "
                 "oxide checks for each architecture, or a macro the build defines)");
  }
}

} // namespace oxide::plugin
