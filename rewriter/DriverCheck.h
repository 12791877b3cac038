//===- DriverCheck.h - The parse's command line, as clang's driver reads it -*- C++ -*-===//
//
// oxide-rewrite checks what clang parses. When clang's driver cannot read
// the command line (an unknown flag, an nvcc spelling after `--`), it prints
// an error and parses anyway, with the flag dropped: a parse for another
// configuration than the build's (`-gencode ...sm_80` after `--` parsed for
// sm_90, so sm_80-only code went unchecked). oxide-rewrite refuses such a
// command line before any parse.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_DRIVERCHECK_H
#define OXIDE_REWRITER_DRIVERCHECK_H

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"

#include "llvm/ADT/StringRef.h"

namespace oxide::rewriter {

/// True when clang's driver reads every command \p DB has for \p File, after
/// \p Adjust (the adjusters the parse itself uses), with no error. The
/// driver's errors are printed.
bool driverAccepts(const clang::tooling::CompilationDatabase &DB, llvm::StringRef File,
                   const clang::tooling::ArgumentsAdjuster &Adjust);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_DRIVERCHECK_H
