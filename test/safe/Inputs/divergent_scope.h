// A user header's per-compiler constant, outside any function body.
#pragma once
#if defined(__clang__)
constexpr int kHeaderWidth = 1;
#else
constexpr int kHeaderWidth = 2;
#endif
