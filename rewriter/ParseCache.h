//===- ParseCache.h - A precompiled <oxide/oxide.cuh> for the rewrite -*- C++ -*-===//
//
// The rewrite's cost is its parses (the scan, the device side once per
// architecture, the host side), and most of each is headers: clang's CUDA
// runtime wrapper and <oxide/oxide.cuh>. oxide-rewrite keeps a precompiled
// header of exactly that pair for each flag set (the host's, each
// architecture's), made with its own parse flags, in a cache directory, and
// parses a file with it unless the file defines oxide's configuration macros
// itself. A parse with
// the header that fails is done again without it, so a stale or mismatched
// header can cost time, never a result; the output text is the file's own
// either way, and no check reads the header's function bodies.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_PARSECACHE_H
#define OXIDE_REWRITER_PARSECACHE_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace oxide::rewriter {

/// Whether \p Source may be parsed with the header: it does not #define or
/// #undef a macro of oxide's (any name starting OXIDE_ or _OXIDE_):
/// the header would be parsed before that.
bool canUseOxidePch(llvm::StringRef Source);

/// The cached header for \p ParseFlags (built now if missing), or nothing
/// when there is no writable cache directory (OXIDE_CACHE_DIR, else
/// $XDG_CACHE_HOME/oxide, else $HOME/.cache/oxide) or the build failed.
/// OXIDE_NO_PCH=1 turns the cache off.
std::optional<std::string> oxidePch(const std::vector<std::string> &ParseFlags);

/// Whether \p Path is one of the cache's headers (what oxidePch returns):
/// any other precompiled header in a parse is refused (TrustedCode.h).
bool isOxidePch(llvm::StringRef Path);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_PARSECACHE_H
