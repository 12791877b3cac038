//===- HiddenOxide.h - Oxide code only nvcc's view of a file holds -*- C++ -*-===//
//
// A branch of a conditional that oxide-rewrite's parse skips, on a macro
// nvcc may define otherwise (`#ifndef __clang__`, `#ifdef _OPENMP` under
// -Xcompiler -fopenmp, `#if __GNUC__ >= 12`: DivergentBranches.h), is text
// clang never parses, so no check sees what is there; nvcc may compile it.
// When that text holds oxide code (an oxide attribute or annotation, a
// macro that spells one, a header that holds one), the file is refused:
// oxide would be checking a different program than nvcc compiles. Plain
// CUDA there is the user's own business, as it is anywhere.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_HIDDENOXIDE_H
#define OXIDE_PLUGIN_HIDDENOXIDE_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <vector>

namespace clang {
class MacroInfo;
class Preprocessor;
class SourceManager;
} // namespace clang

namespace oxide::plugin {

class Reporter;
class TrustedCode;

/// Macros whose bodies spell oxide (directly or through another such
/// macro), by name, as the preprocessor defines them.
using OxideMacros = llvm::StringSet<>;

/// True when \p MI's body spells oxide: the identifier `oxide`, a string
/// holding "oxide, a macro of \p Known, or (in the user's own macros, \p UserMacro) an annotation,
/// whose string may be split ("ox" "ide.kernel"). The toolkit's macros
/// annotate everything (`__device__` is `__annotate__(device)` to clang).
bool macroSpellsOxide(const clang::MacroInfo &MI, const OxideMacros &Known, bool UserMacro);

/// Why the skipped text \p Range would hold oxide code in nvcc's view
/// (e.g. "it uses macro 'SAFE', which spells oxide"); empty when nothing
/// in it does. A header it includes is followed (the user's headers and
/// theirs; the toolkit's and oxide's own are trusted), and one that cannot
/// be found counts: what it holds is unknown.
std::string oxideInSkippedText(clang::Preprocessor &PP, clang::SourceRange Range,
                               const OxideMacros &Known, const TrustedCode &Trusted);

/// The macros a skipped text #defines or #undefs, itself or in the user's
/// headers it includes (followed as oxideInSkippedText follows them): in a
/// branch nvcc may take, each has a value the parse never saw.
std::vector<std::string> macrosDefinedIn(clang::Preprocessor &PP, clang::SourceRange Range,
                                         const TrustedCode &Trusted);

/// Refuses each such branch the parse recorded (Options::Divergent).
void checkHiddenOxide(Reporter &R);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_HIDDENOXIDE_H
