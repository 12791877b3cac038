//===- ParseCache.h - A precompiled <oxide/oxide.cuh> for the rewrite -*- C++ -*-===//
//
// The rewrite's cost is one clang parse, and most of it is headers: the CUDA
// runtime wrapper and <oxide/oxide.cuh> with libcu++ (1.9 s of vecadd's
// 2.4 s). oxide-rewrite keeps a precompiled header of exactly that pair, made
// with its own parse flags, in a cache directory, and parses a file with it
// when the file includes <oxide/oxide.cuh> before defining any macro. A parse
// with the header that fails is done again without it, so a stale or
// mismatched header can cost time, never a result.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_PARSECACHE_H
#define OXIDE_REWRITER_PARSECACHE_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace oxide::rewriter {

/// Whether \p Source may be parsed with the header: it includes
/// <oxide/oxide.cuh>, and no #define or #undef comes before that include.
bool canUseOxidePch(llvm::StringRef Source);

/// The cached header for \p ParseFlags (built now if missing), or nothing
/// when there is no writable cache directory (OXIDE_CACHE_DIR, else
/// $XDG_CACHE_HOME/oxide, else $HOME/.cache/oxide) or the build failed.
/// OXIDE_NO_PCH=1 turns the cache off.
std::optional<std::string> oxidePch(const std::vector<std::string> &ParseFlags);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_PARSECACHE_H
