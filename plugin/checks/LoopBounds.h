//===- LoopBounds.h - The largest value a loop index can take ---*- C++ -*-===//
//
// Register arrays are indexed by counted loops: `for (unsigned i = 0; i < 8;
// ++i) acc[i] = ...`, unrolled by the compiler. Such an index is provably
// inside an array of 8, so the pointer-arithmetic rule allows it. The proof
// is the textbook one, kept small so it is easy to trust:
//   - the index is a constant, a loop variable, or one of those plus a
//     constant;
//   - the loop is `for (T i = c0; i < C; ++i)` (or `i <= C`, `C > i`,
//     `i != C` with step 1, `i++`, `i += k` with k > 0), c0 >= 0 and C
//     constants;
//   - the loop's condition and body only read i's value: no write, no `&i`,
//     no reference bound to it, no capture (each would let i move);
//   - the largest value is the last one the step reaches: `i < 4` with
//     `i += 2` gives 2, so `acc[i + 1]` is inside float[4].
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_LOOPBOUNDS_H
#define OXIDE_PLUGIN_LOOPBOUNDS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <cstdint>
#include <optional>

namespace oxide::plugin {

/// The largest value \p E can have where it is evaluated, when that is
/// provable as above; nullopt otherwise (or when it can be negative).
std::optional<uint64_t> maxIndexValue(const clang::Expr &E, clang::ASTContext &Ctx);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_LOOPBOUNDS_H
