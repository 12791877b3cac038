//===- DivergentBranches.cpp - Code oxide-rewrite and nvcc see differently ===//

#include "DivergentBranches.h"
#include "HiddenOxide.h"
#include "RawText.h"
#include "TrustedCode.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace oxide::plugin {

bool isDivergentMacro(llvm::StringRef Name) {
  // nvcc's own, the parse's own (clang, and oxide-rewrite's marker), and
  // the host compiler's version, which is clang's under oxide-rewrite and
  // gcc's under nvcc.
  static const llvm::StringSet<> Names = {"__NVCC__",
                                          "__NVCOMPILER",
                                          "__CUDACC_VER_MAJOR__",
                                          "__CUDACC_VER_MINOR__",
                                          "__CUDACC_VER_BUILD__",
                                          "__CUDACC_RELAXED_CONSTEXPR__",
                                          "__CUDACC_EXTENDED_LAMBDA__",
                                          "__CUDACC_RDC__",
                                          "__NVCC_DIAG_PRAGMA_SUPPORT__",
                                          "__OXIDE_REWRITE__",
                                          "__clang__",
                                          "__clang_major__",
                                          "__clang_minor__",
                                          "__clang_patchlevel__",
                                          "__clang_version__",
                                          "__llvm__",
                                          "__CUDA__",
                                          "__GNUC__",
                                          "__GNUC_MINOR__",
                                          "__GNUC_PATCHLEVEL__",
                                          "__GNUG__"};
  return Names.contains(Name);
}

/// The preprocessor's feature tests answer for the compiler that runs them:
/// `__has_include(<__clang_cuda_runtime_wrapper.h>)` is true in the parse
/// and false under nvcc, `__has_builtin(...)` and `__has_feature(...)` the
/// same. They are operators, not macros, so they are found by name in the
/// condition's text or in a macro's body.
static bool isDivergentOperator(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "__has_include",          "__has_include_next", "__has_builtin",
      "__has_feature",          "__has_extension",    "__has_attribute",
      "__has_cpp_attribute",    "__has_c_attribute",  "__has_declspec_attribute",
      "__has_warning",          "__is_identifier",    "__has_embed",
      "__is_target_arch",       "__is_target_vendor", "__is_target_os",
      "__is_target_environment"};
  return Names.contains(Name);
}

/// The compiler-defined macros that oxide-rewrite's parse and nvcc's compile
/// agree on, pass for pass: the CUDA pass (__CUDA_ARCH__ on the device side
/// only, on both), CUDA itself, the language version. Every other macro
/// the compiler predefines (`__NVPTX__` and `__PTX__` are clang's alone,
/// `__CHAR8_TYPE__` gcc's, `__cpp_consteval` has another value) may differ.
static bool agreedCompilerMacro(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {"__CUDA_ARCH__", "__CUDACC__", "__CUDACC_RTC__",
                                          "__cplusplus", "__STDC__"};
  return Names.contains(Name);
}

/// The macros nvcc and clang define differently, each mapped to whether
/// both may define it (with other values, `math_errhandling`) rather than
/// one alone (`EOF` and `CLOCKS_PER_SEC` under nvcc, whose cuda_runtime.h
/// includes <stdio.h> and <time.h>; `CUDART_INF` under clang's CUDA
/// wrapper). This build's nvcc's and clang's, with no header and after the
/// common library headers, at configure time (cmake/one_sided_macros.py).
static const llvm::StringMap<bool> &oneSidedMacros() {
#define OXIDE_ABSENT(Name) {Name, false},
#define OXIDE_VALUED(Name) {Name, true},
  static const llvm::StringMap<bool> Names = {
#include "OneSidedMacros.inc"
  };
#undef OXIDE_ABSENT
#undef OXIDE_VALUED
  return Names;
}

static bool oneSidedMacro(llvm::StringRef Name) { return oneSidedMacros().contains(Name); }

/// One both may define with other values: in code (not a conditional) a
/// name one compiler lacks fails to compile, so only these compile two ways.
static bool valuedMacro(llvm::StringRef Name) {
  const auto It = oneSidedMacros().find(Name);
  return It != oneSidedMacros().end() && It->second;
}

/// The pragmas both compilers read alike, or that change no program: the
/// diagnostics', `once`, `pack` (both honour `pack(push, 1)`), the loop
/// unrolling hints, `push_macro`/`pop_macro`, `message`.
static bool agreedPragma(llvm::StringRef Words) {
  const auto [First, Second] = Words.split(' ');
  // Diagnostics, a header's system-ness, clang's buffer-usage warnings and
  // loop hints. (`clang attribute` is clang's alone: it adds attributes.)
  if (First == "clang" || First == "GCC")
    return Second == "diagnostic" || Second == "system_header" || Second == "unsafe_buffer_usage" ||
           Second == "loop" || Second == "poison";
  static const llvm::StringSet<> Names = {"once",       "pack",      "unroll",
                                          "nounroll",   "message",   "warning",
                                          "push_macro", "pop_macro", "nv_diagnostic"};
  return Names.contains(First) || First.starts_with("nv_diag_") || First.starts_with("diag_");
}

/// The first two words of the pragma whose `pragma` keyword (or `_Pragma`)
/// is at \p Loc: `clang diagnostic`, `options align`.
static std::string pragmaWords(SourceLocation Loc, const SourceManager &SM) {
  std::optional<Lexer> L = rawLexerAt(SM, Loc);
  if (!L)
    return "";
  llvm::SmallVector<std::string, 2> Words;
  Token Tok;
  for (L->LexFromRawLexer(Tok); Tok.isNot(tok::eof) && Words.size() < 2; L->LexFromRawLexer(Tok)) {
    if (Tok.isAtStartOfLine() && !Words.empty())
      break;
    if (Tok.is(tok::raw_identifier)) {
      const std::string W = rawSpelling(Tok);
      if (W != "pragma" && W != "_Pragma")
        Words.push_back(W);
    } else if (Tok.is(tok::string_literal)) { // _Pragma("clang diagnostic push")
      const std::string Text = rawSpelling(Tok);
      llvm::SmallVector<llvm::StringRef, 4> Parts;
      llvm::StringRef(Text).trim('"').split(Parts, ' ', 2, false);
      for (llvm::StringRef P : Parts)
        Words.push_back(P.str());
      break;
    } else if (Tok.isNot(tok::hash) && Tok.isNot(tok::l_paren)) {
      break;
    }
  }
  Words.resize(std::min<size_t>(Words.size(), 2));
  for (std::string &W : Words) // `pop_macro("X")` from a _Pragma's text: the name
    W = llvm::StringRef(W).take_while([](char C) { return llvm::isAlnum(C) || C == '_'; }).str();
  return llvm::join(Words, " ");
}

/// CUDA's declaration specifiers and qualifiers: macros in both compilers'
/// headers (crt/host_defines.h), spelled per compiler, meaning the same.
static bool cudaSpecifier(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "__host__",           "__device__",        "__global__",        "__shared__",
      "__constant__",       "__managed__",       "__launch_bounds__", "__forceinline__",
      "__noinline__",       "__inline_hint__",   "__align__",         "__grid_constant__",
      "__cluster_dims__",   "__maxnreg__",       "__restrict__",      "__builtin_align__",
      "__device_builtin__", "__cudart_builtin__"};
  return Names.contains(Name);
}

/// A name only the implementation may define (`__x` or `_X`), and that no
/// compiler predefines: not an include guard's (`__MY_KERNELS_H__`, a common
/// spelling; no compiler predefines a name with such a suffix).
static bool reservedName(llvm::StringRef Name) {
  if (!Name.starts_with("__") && !(Name.size() > 1 && Name[0] == '_' && llvm::isUpper(Name[1])))
    return false;
  const llvm::StringRef Stem = Name.rtrim('_');
  for (llvm::StringRef Guard : {"_H", "_HH", "_HPP", "_CUH", "_INCLUDED"})
    if (Stem.ends_with(Guard))
      return false;
  return true;
}

namespace {

class Recorder : public PPCallbacks {
public:
  Recorder(Preprocessor &PP, std::vector<std::string> TrustedDirs,
           std::shared_ptr<DivergentBranches> Out)
      : PP(PP), SM(PP.getSourceManager()), Trusted(SM, TrustedDirs),
        Library(SM, withSystemHeaders(std::move(TrustedDirs))), Out(std::move(Out)) {}

  // A divergent macro named while a condition is evaluated: `defined(X)`,
  // or X expanded (possibly inside another macro).
  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange Range,
                    const MacroArgs *) override {
    note(Name, Range.getBegin(), MD);
    expandedDerived(Name, Range.getBegin(), MD);
    if (const MacroInfo *MI = MD.getMacroInfo())
      for (const Token &T : MI->tokens())
        if (const IdentifierInfo *II = T.getIdentifierInfo();
            II && (isDivergentOperator(II->getName()) ||
                   undefinedDivergent(II->getName(), Range.getBegin())))
          Pending.push_back({SM.getExpansionLoc(Range.getBegin()), II->getName().str()});
  }
  void Defined(const Token &Name, const MacroDefinition &MD, SourceRange Range) override {
    note(Name, Range.getBegin(), MD);
  }

  void If(SourceLocation Loc, SourceRange Cond, ConditionValueKind) override {
    std::string Found = takePending(Cond);
    Open.push_back({Loc, Found.empty() ? nameIn(Loc) : Found});
  }
  void Ifdef(SourceLocation Loc, const Token &Name, const MacroDefinition &MD) override {
    Open.push_back({Loc, divergentName(Name, Loc, MD)});
    Pending.clear();
  }
  void Ifndef(SourceLocation Loc, const Token &Name, const MacroDefinition &MD) override {
    Ifdef(Loc, Name, MD);
  }
  void Elif(SourceLocation Loc, SourceRange Cond, ConditionValueKind, SourceLocation) override {
    std::string Found = takePending(Cond);
    mark(Found.empty() ? nameIn(Loc) : Found);
  }
  void Elifdef(SourceLocation Loc, const Token &Name, const MacroDefinition &MD) override {
    mark(divergentName(Name, Loc, MD));
  }
  void Elifndef(SourceLocation Loc, const Token &Name, const MacroDefinition &MD) override {
    mark(divergentName(Name, Loc, MD));
  }
  void Endif(SourceLocation Loc, SourceLocation) override {
    if (Open.empty())
      return;
    const Conditional C = Open.back();
    Open.pop_back();
    LastClosed = {C.Macro, SM.getExpansionLoc(Loc)};
    if (C.Macro.empty())
      return;
    Out->push_back({C.If, Loc, C.Macro, FileID(), ""});
    for (const SourceRange &R : C.Skipped)
      skipped(R, C.Macro);
  }
  // The preprocessor reports a skipped branch when the skip ends: at an
  // #else or #elif (its conditional still open), or after the #endif's own
  // callback (the conditional just closed).
  void SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) override {
    // Not the toolkit's, libcu++'s or oxide's own (a system header's are
    // scanned for `oxide` alone: HiddenOxide.cpp).
    const SourceLocation At = SM.getExpansionLoc(Range.getBegin());
    if (Trusted.isTrusted(At))
      return;
    if (LastClosed.Endif.isValid() &&
        SM.getExpansionLineNumber(EndifLoc) == SM.getExpansionLineNumber(LastClosed.Endif) &&
        SM.getFileID(SM.getExpansionLoc(EndifLoc)) == SM.getFileID(LastClosed.Endif)) {
      if (!LastClosed.Macro.empty())
        skipped(Range, LastClosed.Macro);
      return;
    }
    if (!Open.empty())
      Open.back().Skipped.push_back(Range);
  }

  // A macro defined inside a divergent conditional has a divergent value:
  // `#ifdef __NVCC__ #define IS_NVCC 1 #else #define IS_NVCC 0 #endif`.
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II)
      return;
    // The toolkit's and clang's wrappers juggle __CUDA_ARCH__ and the like
    // under such conditionals, and both compilers read the same glibc
    // headers (UINT32_MAX under __WORDSIZE); only the user's definitions
    // count.
    if (inDivergent() && !Library.isTrusted(Name.getLocation()))
      Derived.insert(II->getName());
    // A macro that spells oxide, for the skipped text that uses it.
    const bool User = !Trusted.isTrusted(Name.getLocation()) &&
                      !SM.isInSystemHeader(Name.getLocation()) &&
                      !SM.isWrittenInBuiltinFile(Name.getLocation());
    // oxide's own (OXIDE_MARK annotates whatever string it is given).
    const bool Oxides =
        Trusted.isTrusted(Name.getLocation()) && II->getName().starts_with("OXIDE_");
    if (const MacroInfo *MI = MD ? MD->getMacroInfo() : nullptr;
        MI && (Oxides || macroSpellsOxide(*MI, OxideMacrosSeen, User)))
      OxideMacrosSeen.insert(II->getName());
  }
  void MacroUndefined(const Token &Name, const MacroDefinition &, const MacroDirective *) override {
    MacroDefined(Name, nullptr);
  }

  // A pragma of the user's that the two compilers may read differently:
  // `#pragma options align=packed` and `#pragma ms_struct on` change a
  // struct's layout under clang alone (its size can pick an `if
  // constexpr` branch the parse discarded).
  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind) override {
    const SourceLocation At = SM.getExpansionLoc(Loc);
    if (Trusted.isTrusted(At) || SM.isInSystemHeader(At))
      return;
    if (std::string Words = pragmaWords(SM.getSpellingLoc(Loc), SM); !agreedPragma(Words))
      Out->push_back({At, At, "", FileID(), "", Words.empty() ? "#pragma" : Words});
  }

  // A file entered inside a divergent conditional is that conditional's.
  void FileChanged(SourceLocation Loc, FileChangeReason Reason, SrcMgr::CharacteristicKind,
                   FileID) override {
    if (Reason != EnterFile)
      return;
    for (const Conditional &C : Open)
      if (!C.Macro.empty()) {
        Out->push_back({C.If, SourceLocation(), C.Macro, SM.getFileID(Loc), ""});
        return;
      }
  }

  /// A branch the parse skipped, of a conditional on divergent \p Macro:
  /// text no check saw, which nvcc may compile (HiddenOxide.h). Deciding
  /// which branch nvcc takes would take nvcc's macros, so any counts.
  void skipped(SourceRange R, const std::string &Macro) {
    // `#ifndef __clang__ #define USE_FAST 1 #endif`: USE_FAST has nvcc's
    // value there, which the parse never saw.
    // The user's text only: a system header's per-compiler definitions
    // (limits.h's INT_MIN under __GNUC__) are the same values both ways.
    const SourceLocation At = SM.getExpansionLoc(R.getBegin());
    if (!Trusted.isTrusted(At) && !SM.isInSystemHeader(At))
      for (std::string &Name : macrosDefinedIn(PP, R, Trusted))
        Derived.insert(Name);
    if (std::string Why = oxideInSkippedText(PP, R, OxideMacrosSeen, Trusted); !Why.empty())
      Out->push_back({R.getBegin(), R.getEnd(), Macro, FileID(), std::move(Why)});
  }

  bool inDivergent() const {
    for (const Conditional &C : Open)
      if (!C.Macro.empty())
        return true;
    return false;
  }

private:
  struct Conditional {
    SourceLocation If;
    std::string Macro;                     ///< empty: not divergent
    std::vector<SourceRange> Skipped = {}; ///< the branches the parse skipped
  };

  bool isDivergent(llvm::StringRef Name) const {
    return isDivergentMacro(Name) || Derived.contains(Name);
  }
  /// Deny by default, in the user's conditionals: a macro the compiler
  /// predefines (clang's <built-in> buffer), or an undefined reserved name
  /// (the other compiler may predefine it), unless both compilers agree on
  /// it. A macro the build defines (-D) is the same for both.
  bool unknownToOther(llvm::StringRef Name, SourceLocation Loc, const MacroDefinition &MD) const {
    if (agreedCompilerMacro(Name) || Trusted.isTrusted(SM.getExpansionLoc(Loc)))
      return false;
    if (oneSidedMacro(Name))
      return true;
    if (const MacroInfo *MI = MD.getMacroInfo()) {
      const SourceLocation Def = MI->getDefinitionLoc();
      // The implementation's own names, defined by a library header that
      // decides them per compiler (libcu++'s `_CCCL_COMPILER(GCC)`).
      if (reservedName(Name) && !SM.isWrittenInBuiltinFile(Def) &&
          (Trusted.isTrusted(Def) || SM.isInSystemHeader(Def)))
        return true;
      return !MI->isBuiltinMacro() && SM.isWrittenInBuiltinFile(Def);
    }
    return reservedName(Name);
  }
  void note(const Token &Name, SourceLocation Loc, const MacroDefinition &MD) {
    if (const IdentifierInfo *II = Name.getIdentifierInfo();
        II && (isDivergent(II->getName()) || isDivergentOperator(II->getName()) ||
               unknownToOther(II->getName(), Loc, MD)))
      Pending.push_back({SM.getExpansionLoc(Loc), II->getName().str()});
  }
  /// A macro defined differently on the two sides, expanded in code (not in
  /// a directive): `#if __has_include(<x>) #define AT(i) ... #else ...`, then
  /// `AT(0)` in a kernel. The expansion point is a branch of its own.
  void expandedDerived(const Token &Name, SourceLocation Loc, const MacroDefinition &MD) {
    // Also the compilers' own (`buf[__GNUC__ - 1]`: 4 to the parse, 12 to
    // nvcc's gcc), and a library's that it decides per compiler.
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II || !(Derived.contains(II->getName()) || isDivergentMacro(II->getName()) ||
                 libraryDecided(Name, MD)))
      return;
    const SourceLocation At = SM.getExpansionLoc(Loc);
    if (Trusted.isTrusted(At) || inDirective(At))
      return;
    Out->push_back({At, At, II->getName().str(), FileID(), ""});
  }
  /// A macro the implementation defines, so the other compiler's may differ,
  /// written in the user's text (or a user's macro): one the configure step
  /// saw both define with other values (valuedMacro), or a reserved name a
  /// header or the compiler defines
  /// (libcu++'s `_CCCL_BUILTIN_COLUMN()` is the column under clang and 0
  /// under nvcc: `f<_CCCL_BUILTIN_COLUMN()>()` instantiates a body the parse
  /// never saw). What a library macro expands to inside (FLT_MAX's
  /// __FLT_MAX__, the same float spelled otherwise) is the library's.
  /// CUDA's declaration specifiers mean the same to both.
  bool libraryDecided(const Token &Name, const MacroDefinition &MD) const {
    const llvm::StringRef N = Name.getIdentifierInfo()->getName();
    if (agreedCompilerMacro(N) || cudaSpecifier(N) || Trusted.isTrusted(writtenAt(Name)))
      return false;
    if (valuedMacro(N))
      return true;
    const MacroInfo *MI = MD.getMacroInfo();
    // The preprocessor's own: the copy keeps lines (#line), and advances
    // __COUNTER__ where the parse does; the file's name, the date and time
    // and the include depth are the copy's, as nvcc compiles it.
    // (`_Pragma` is the pragma rule's; the feature tests, the conditionals'.)
    if (MI && MI->isBuiltinMacro())
      return N != "__LINE__" && N != "__COUNTER__" && N != "_Pragma" && N != "__pragma" &&
             !isDivergentOperator(N) && N != "__building_module";
    if (!MI || !reservedName(N))
      return false;
    const SourceLocation Def = MI->getDefinitionLoc();
    return SM.isWrittenInBuiltinFile(Def) || Trusted.isTrusted(Def) || SM.isInSystemHeader(Def);
  }
  /// Where \p Name's text was written: a token pasted together (`##`) is
  /// spelled in the scratch buffer, and was written where its pieces are
  /// (NV_IF_TARGET's `_NV_TARGET_BOOL_##q`, in the toolkit's header).
  SourceLocation writtenAt(const Token &Name) const {
    SourceLocation L = Name.getLocation();
    while (L.isMacroID() && SM.isWrittenInScratchSpace(SM.getSpellingLoc(L)))
      L = SM.getImmediateExpansionRange(L).getBegin();
    return SM.getSpellingLoc(L);
  }
  /// True when \p Loc is on a preprocessor directive's line.
  bool inDirective(SourceLocation Loc) const {
    bool Invalid = false;
    const std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
    const llvm::StringRef Buf = SM.getBufferData(D.first, &Invalid);
    if (Invalid)
      return false;
    const size_t LineStart = Buf.rfind('\n', D.second) + 1; // npos + 1 == 0
    return Buf.drop_front(LineStart).ltrim(" \t").starts_with("#");
  }
  std::string divergentName(const Token &Name, SourceLocation Loc,
                            const MacroDefinition &MD) const {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    return II && (isDivergent(II->getName()) || unknownToOther(II->getName(), Loc, MD))
               ? II->getName().str()
               : "";
  }
  /// The divergent macro named inside \p Cond, if any; forgets the rest.
  std::string takePending(SourceRange Cond) {
    std::string Found;
    const SourceLocation B = SM.getExpansionLoc(Cond.getBegin()),
                         E = SM.getExpansionLoc(Cond.getEnd());
    for (const auto &[Loc, Name] : Pending)
      if (Found.empty() && !SM.isBeforeInTranslationUnit(Loc, B) &&
          !SM.isBeforeInTranslationUnit(E, Loc))
        Found = Name;
    Pending.clear();
    return Found;
  }
  /// An identifier no macro defines evaluates to 0 in a condition, and
  /// the preprocessor reports nothing for it: `#if __NVCC__` (undefined in
  /// the parse, 1 under nvcc), `#if EOF`. Divergent as an #ifdef on it is.
  bool undefinedDivergent(llvm::StringRef Name, SourceLocation Loc) const {
    const IdentifierInfo *II = PP.getIdentifierInfo(Name);
    return !PP.isMacroDefined(II) && (isDivergent(Name) || unknownToOther(Name, Loc, {}));
  }
  /// A feature-test operator, or an undefined divergent name, written on
  /// the directive's own line(s), from \p Loc (the `if` or `elif`) to the
  /// first newline not escaped by a backslash. (The condition range clang
  /// reports can start past a feature test it has already evaluated.)
  std::string nameIn(SourceLocation Loc) const {
    if (Trusted.isTrusted(SM.getExpansionLoc(Loc)))
      return "";
    std::optional<Lexer> L = rawLexerAt(SM, SM.getExpansionLoc(Loc));
    if (!L)
      return "";
    Token Tok;
    L->LexFromRawLexer(Tok); // `if` or `elif`
    bool AfterDefined = false;
    for (L->LexFromRawLexer(Tok); Tok.isNot(tok::eof) && !Tok.isAtStartOfLine();
         L->LexFromRawLexer(Tok)) {
      if (Tok.isNot(tok::raw_identifier))
        continue;
      const std::string Word = rawSpelling(Tok);
      // `defined X`, `defined(X)`: the preprocessor reports X (Defined).
      const bool Operand = AfterDefined;
      AfterDefined = Word == "defined";
      if (isDivergentOperator(Word) || (!Operand && !AfterDefined && undefinedDivergent(Word, Loc)))
        return Word;
    }
    return "";
  }
  void mark(std::string Macro) {
    if (!Open.empty() && Open.back().Macro.empty())
      Open.back().Macro = std::move(Macro);
  }

  Preprocessor &PP;
  const SourceManager &SM;
  const TrustedCode Trusted;
  const TrustedCode Library; ///< Trusted, and the system's C headers
  std::shared_ptr<DivergentBranches> Out;
  OxideMacros OxideMacrosSeen; ///< every macro defined so far that spells oxide
  struct Closed {
    std::string Macro;
    SourceLocation Endif;
  } LastClosed; ///< the conditional whose #endif came last
  std::vector<Conditional> Open;
  llvm::StringSet<> Derived; ///< macros (re)defined inside a divergent conditional
  std::vector<std::pair<SourceLocation, std::string>> Pending;
};

} // namespace

std::unique_ptr<PPCallbacks> recordDivergentBranches(Preprocessor &PP,
                                                     std::vector<std::string> TrustedDirs,
                                                     std::shared_ptr<DivergentBranches> Out) {
  return std::make_unique<Recorder>(PP, std::move(TrustedDirs), std::move(Out));
}

bool overlaps(const DivergentBranch &B, SourceLocation Begin, SourceLocation End,
              const SourceManager &SM) {
  Begin = SM.getExpansionLoc(Begin);
  End = SM.getExpansionRange(End).getEnd();
  if (B.File.isValid())
    return SM.getFileID(Begin) == B.File;
  return !SM.isBeforeInTranslationUnit(End, B.If) && !SM.isBeforeInTranslationUnit(B.Endif, Begin);
}

} // namespace oxide::plugin
