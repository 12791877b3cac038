//===- MacroGuard.h - User macros in the code oxide-rewrite writes -*- C++ -*-===//
//
// oxide-rewrite writes code into the user's file: the launcher (whose
// checks the launch relies on), the kernel's entry (the contract's facts,
// which the body relies on), and the unchecked copies of helpers. nvcc
// expands the macros defined there in that code, as it does in the user's
// own. `#define value(n, v) value(n, 0ull)` after the #include turned every
// operand of the launcher's `requires` check into 0, and `#define raw raw =
// true; ...` made a safe kernel's traits say raw, which skips the overlap
// check. So:
//   - no identifier of generated code may name a user's macro where it is
//     written (oxide's, the toolkit's, the system's and the command line's
//     macros are not the user's: TrustedCode, as for oxide-user-macro);
//   - a copy of the user's code (an unchecked helper) must expand every
//     macro as the original did where it stands: no #define, #undef or
//     #include inside it, no _Pragma("pop_macro") that changes a name
//     between the original and the copy, no __COUNTER__.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_MACROGUARD_H
#define OXIDE_REWRITER_MACROGUARD_H

#include "Diagnostics.h"
#include "TrustedCode.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class MacroInfo;
class Preprocessor;
} // namespace clang

namespace oxide::rewriter {

class MacroGuard {
public:
  MacroGuard(clang::Preprocessor &PP, std::vector<std::string> TrustedDirs);

  /// True when no identifier of \p Text, outside its directive lines,
  /// names a user's macro at \p At. Else each such macro is refused at its
  /// definition, with a note at \p At naming \p What is written there.
  bool generatedIsClean(llvm::StringRef Text, clang::SourceLocation At, llvm::StringRef What,
                        plugin::Reporter &Report) const;

  /// True when the main file's text in \p Copied, written again at \p At,
  /// expands every macro as it does where it stands. Else refused at the
  /// first difference, with \p What (the copy) in the message.
  bool copyIsFaithful(clang::SourceRange Copied, clang::SourceLocation At, llvm::StringRef What,
                      plugin::Reporter &Report) const;

  /// True when no macro in the main file's \p Blanked (an attribute that
  /// oxide-rewrite removes) runs _Pragma or __COUNTER__, whose effect the
  /// rewritten file would lose. Else refused at the first.
  bool blankedIsInert(clang::SourceRange Blanked, plugin::Reporter &Report) const;

  /// Each macro an expansion runs, by name (null: not a macro there).
  using Expansion = llvm::StringMap<const clang::MacroInfo *>;

private:
  /// What expanding \p Name at \p At runs: its definition there, and the
  /// definitions of the names its body holds, followed.
  void closure(llvm::StringRef Name, clang::SourceLocation At, Expansion &Out) const;
  /// True when \p Name expands alike at both places, running no _Pragma
  /// and no __COUNTER__.
  bool sameExpansion(llvm::StringRef Name, clang::SourceLocation Here,
                     clang::SourceLocation There) const;
  const clang::MacroInfo *macroAt(llvm::StringRef Name, clang::SourceLocation At) const;
  bool isUsers(const clang::MacroInfo &MI) const;

  clang::Preprocessor &PP;
  plugin::TrustedCode NotUsers;
};

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_MACROGUARD_H
