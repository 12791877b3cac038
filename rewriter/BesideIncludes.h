//===- BesideIncludes.h - A copy's quoted includes, found as the original's -*- C++ -*-===//
//
// oxide-rewrite writes its copy of a file elsewhere (the build tree, beside
// the object). A quoted `#include "cfg.h"` is looked up in the including
// file's own directory first: for the original, the user's directory; for
// the copy, the copy's, and then the -I path, where a same-named header
// may stand. oxide checked the original's cfg.h; nvcc would compile the
// other one, unchecked. So each quoted name that exists beside the
// original is written in the copy as that file's absolute path.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_BESIDEINCLUDES_H
#define OXIDE_REWRITER_BESIDEINCLUDES_H

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace oxide::rewriter {

/// Rewrites \p Text, the copy of \p SourcePath that goes to \p OutputPath:
/// when the two are in different directories, every quoted name of an
/// `#include`, `#include_next`, `#import` or `#embed` (in any branch) and
/// of `__has_include("...")`, `__has_include_next` or `__has_embed`, that
/// names a file beside \p SourcePath, becomes that file's absolute path.
/// Every quoted name on an include line counts (`#include EMPTY "cfg.h"`).
/// Lines and columns before each name are kept. Returns why it could not
/// (a path a quoted name cannot spell; a quoted name with a backslash,
/// which clang and gcc read differently, in any directory), or "".
std::string anchorBesideIncludes(std::string &Text, llvm::StringRef SourcePath,
                                 llvm::StringRef OutputPath);

/// Whether \p Text, the copy of \p SourcePath that goes to another
/// directory (\p OutputPath's), names a header by a macro (`#include CFG`)
/// in an include directive or test: the text alone does not say where it
/// is found, so such a file is parsed (a file with no oxide too) and the
/// parse watches it (watchMacroIncludes).
bool includesByMacro(llvm::StringRef Text, llvm::StringRef SourcePath, llvm::StringRef OutputPath);

/// Refuses (oxide-rewrite-include), in the main file of \p PP's parse, an
/// include named by a macro that finds its header beside the file, when
/// the copy goes to \p OutputPath in another directory: the copy cannot
/// name that header so that nvcc finds the same one.
std::unique_ptr<clang::PPCallbacks> watchMacroIncludes(clang::Preprocessor &PP,
                                                       llvm::StringRef OutputPath);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_BESIDEINCLUDES_H
