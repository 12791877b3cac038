//===- DivergentBranches.h - Code oxide-rewrite and nvcc see differently -*- C++ -*-===//
//
// oxide-rewrite checks the program clang parses; nvcc then compiles the
// rewritten file with its own predefined macros. A conditional on a macro
// the two define differently (`#ifdef __NVCC__`, `#ifndef
// __OXIDE_REWRITE__`, `#if __clang_major__ > 17`) selects different code on
// the two sides: what nvcc compiles there was never checked. The recorder
// (a PPCallbacks, installed by oxide-rewrite on each parse) finds such
// conditionals, and the files included inside them; the safe-subset check
// refuses any safe function that overlaps one outside [[oxide::unsafe]].
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_DIVERGENTBRANCHES_H
#define OXIDE_PLUGIN_DIVERGENTBRANCHES_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/PPCallbacks.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
} // namespace clang

namespace oxide::plugin {

/// One conditional (`#if` to `#endif`) on a divergent macro, or a file it
/// includes (File valid); or a branch of one that the parse skipped and
/// whose text holds oxide code (Hidden says why; If..Endif is the branch);
/// or a `#pragma` only one compiler may honour (Pragma, its first words).
struct DivergentBranch {
  clang::SourceLocation If, Endif;
  std::string Macro;
  clang::FileID File;
  std::string Hidden;
  std::string Pragma = {};
};
using DivergentBranches = std::vector<DivergentBranch>;

/// True when clang's parse and nvcc's compile may disagree on \p Name.
bool isDivergentMacro(llvm::StringRef Name);

/// Fills \p Out while \p PP runs.
std::unique_ptr<clang::PPCallbacks> recordDivergentBranches(clang::Preprocessor &PP,
                                                            std::vector<std::string> TrustedDirs,
                                                            std::shared_ptr<DivergentBranches> Out);

/// True when \p B covers part of the source range [\p Begin, \p End].
bool overlaps(const DivergentBranch &B, clang::SourceLocation Begin, clang::SourceLocation End,
              const clang::SourceManager &SM);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_DIVERGENTBRANCHES_H
