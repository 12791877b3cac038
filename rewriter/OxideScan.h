//===- OxideScan.h - Does a translation unit hold oxide at all? -*- C++ -*-===//
//
// Before any parse, oxide-rewrite preprocesses the file with the parse's own
// flags and looks for oxide in the token stream. A translation unit with
// none (no `oxide` identifier, no "oxide.* annotation string) has nothing
// to check or rewrite, so it passes through byte for byte, even where clang
// could not parse it (another host compiler's headers, clang's min/max, a
// C++ standard oxide does not parse in).
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_OXIDESCAN_H
#define OXIDE_REWRITER_OXIDESCAN_H

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace oxide::rewriter {

struct OxideScan {
  /// An `oxide` identifier (attributes, macros that spell them, oxide's
  /// headers), an `annotate` attribute (its string may be split into
  /// pieces), a `#pragma clang attribute` (it applies attributes, annotate
  /// included, to later declarations), or a string literal holding "oxide.
  /// reached the token stream.
  bool HoldsOxide = false;
  /// The preprocessor stopped early (a header clang cannot find): the rest
  /// of the file was not seen.
  bool Incomplete = false;
  /// The preprocessor ran at all (a command clang cannot start, such as an
  /// unknown flag's value taken for a second input, runs nothing): a scan
  /// that did not run proves nothing.
  bool Ran = false;
  /// The user's (non-system) files it entered, the main file first: what a
  /// depfile of the pass-through names.
  std::vector<std::string> UserFiles;
  /// A branch the preprocessor skipped, of a conditional nvcc may decide
  /// otherwise, holds oxide code (plugin/checks/HiddenOxide.h): the parse
  /// must run, and refuses it.
  bool HiddenOxide = false;
};

/// Preprocesses \p File as \p Db's command for it says, adjusted by
/// \p Adjust (the rewrite's own adjusters and flags), diagnostics silenced.
/// \p DeviceLib: device_lib's include directory (trusted, as in the parse).
OxideScan scanForOxide(const clang::tooling::CompilationDatabase &Db, llvm::StringRef File,
                       const clang::tooling::ArgumentsAdjuster &Adjust,
                       const std::string &DeviceLib);

/// Whether \p Text, lexed raw (no preprocessing, comments skipped), spells
/// an oxide attribute or annotation: `oxide ::` or `using oxide :` or a
/// string starting "oxide.
bool spellsOxide(llvm::StringRef Text);

/// True when the file's own text has `oxide ::` outside every conditional
/// and every directive line: no preprocessor can drop it, so the scan would
/// find it, and oxide-rewrite skips the scan (a tenth of a second a file)
/// and parses. False proves nothing.
bool certainlyHoldsOxide(llvm::StringRef Text);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_OXIDESCAN_H
