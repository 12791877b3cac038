// oxide/contract_spec.cuh: a kernel's launch contract as the host checks it,
// and the checks that need no GPU: geometry, `requires`, aliasing.
//
// oxide-rewrite fills a contract_spec for every [[oxide::kernel]] (in the
// kernel's generated kernel_traits); these functions are pure host code, so a
// bad launch is refused identically on a machine without a GPU.
#pragma once

#include <oxide/disjoint.cuh>
#include <oxide/result.cuh>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <type_traits>

namespace oxide {

struct extent3 {
  std::uint32_t x = 1, y = 1, z = 1;
};

// What a launch must satisfy. domain == 0: the kernel has no contract.
struct contract_spec {
  unsigned domain = 0;
  bool has_block = false;
  extent3 block{};
  std::uint64_t max_threads = 0; // __launch_bounds__; 0 = none
  bool u32_coordinates = false;
  bool has_dynamic_shared = false;  // dynamic_shared or dynamic_shared_range given
  std::uint64_t dynamic_shared_min = 0, dynamic_shared_max = 0; // exact: min == max
  std::uint64_t dynamic_shared_alignment = 1;
  unsigned min_cc_major = 0, min_cc_minor = 0;
};

// Grid, block and dynamic shared memory of one launch. A block of 0 in every
// axis means "the contract's exact block".
struct launch_config {
  extent3 grid{};
  extent3 block{0, 0, 0};
  std::uint32_t dynamic_shared = 0;
  unsigned rank = 1;

  static launch_config grid_1d(std::uint32_t grid, std::uint32_t block = 0, std::uint32_t smem = 0) {
    return {{grid, 1, 1}, {block, block ? 1u : 0u, block ? 1u : 0u}, smem, 1};
  }
  struct extent2 {
    std::uint32_t x = 1, y = 1;
  };
  static launch_config grid_2d(extent2 grid, extent2 block = {0, 0}, std::uint32_t smem = 0) {
    const bool given = block.x | block.y;
    return {{grid.x, grid.y, 1}, {block.x, block.y, given ? 1u : 0u}, smem, 2};
  }
  static launch_config grid_3d(extent3 grid, extent3 block = {0, 0, 0}, std::uint32_t smem = 0) {
    return {grid, block, smem, 3};
  }
};

namespace detail {

inline message_text dims(const extent3 &e) { return text("(", e.x, ", ", e.y, ", ", e.z, ")"); }
// `kernel: what...`, the what from its parts (strings and integers).
template <class... Parts>
error refuse(const char *kernel, const Parts &...what) {
  return error(text(kernel, ": ", what...));
}
inline bool block_given(const extent3 &b) { return (b.x | b.y | b.z) != 0; }

} // namespace detail

// Step 1: the launch's shape against the contract. Resolves an omitted block
// to the contract's exact block. No CUDA call.
[[gnu::noinline]] inline std::optional<error> check_geometry(const char *kernel, const contract_spec &c,
                                           launch_config &cfg) {
  using detail::dims;
  using detail::refuse;
  if (c.domain != 0 && cfg.rank != c.domain)
    return refuse(kernel, "a ", cfg.rank, "D launch (launch_config::grid_", cfg.rank,
                  "d) does not match the declared ", c.domain, "D domain; use launch_config::grid_", c.domain,
                  "d");
  if (!detail::block_given(cfg.block)) {
    if (!c.has_block)
      return refuse(kernel, "the launch gives no block, and the contract fixes none");
    cfg.block = c.block;
  }
  const char *axis[] = {"X", "Y", "Z"};
  const std::uint32_t g[] = {cfg.grid.x, cfg.grid.y, cfg.grid.z};
  const std::uint32_t b[] = {cfg.block.x, cfg.block.y, cfg.block.z};
  for (int i = 0; i < 3; ++i) {
    if (g[i] == 0)
      return refuse(kernel, "Grid.", axis[i], " must be nonzero");
    if (b[i] == 0)
      return refuse(kernel, "Block.", axis[i], " must be nonzero");
  }
  const unsigned __int128 blocks = (unsigned __int128)g[0] * g[1] * g[2];
  if (blocks > UINT64_MAX)
    return refuse(kernel, "Grid dimension product overflowed");
  if (c.domain != 0) {
    for (int i = static_cast<int>(c.domain); i < 3; ++i)
      if (g[i] != 1 || b[i] != 1)
        return refuse(kernel, "grid ", dims(cfg.grid), " and block ", dims(cfg.block), " exceed the declared ",
                      c.domain, "D domain");
  }
  if (c.has_block && (b[0] != c.block.x || b[1] != c.block.y || b[2] != c.block.z))
    return refuse(kernel, "block ", dims(cfg.block), " does not match required block ", dims(c.block));
  const unsigned __int128 threads = (unsigned __int128)b[0] * b[1] * b[2];
  if (c.max_threads != 0 && threads > c.max_threads)
    return refuse(kernel, "block has ", (std::uint64_t)threads, " threads; contract maximum is ", c.max_threads);
  if (c.u32_coordinates)
    for (int i = 0; i < 3; ++i) {
      const std::uint64_t positions = std::uint64_t(g[i]) * b[i];
      if (positions > (std::uint64_t(1) << 32))
        return refuse(kernel, "Grid.", axis[i], " ", g[i], " * Block.", axis[i], " ", b[i], " requires ",
                      positions, " coordinates, exceeding the u32 range");
    }
  if (c.has_dynamic_shared) {
    const std::uint64_t s = cfg.dynamic_shared;
    if (c.dynamic_shared_min == c.dynamic_shared_max && s != c.dynamic_shared_min)
      return refuse(kernel, "dynamic shared memory is ", s, " bytes; contract requires ", c.dynamic_shared_min);
    if (s < c.dynamic_shared_min || s > c.dynamic_shared_max)
      return refuse(kernel, "dynamic shared memory is ", s, " bytes; contract permits ", c.dynamic_shared_min,
                    "..=", c.dynamic_shared_max);
  } else if (c.domain != 0 && cfg.dynamic_shared != 0) {
    return refuse(kernel, "dynamic shared memory is ", cfg.dynamic_shared, " bytes; contract requires 0");
  }
  return std::nullopt;
}

namespace detail {

// `requires` arithmetic: u64 with the overflow remembered, never wrapped, a
// zero divisor remembered, never divided by, and a negative signed operand
// remembered by name, never converted.
struct checked_u64 {
  std::uint64_t value = 0;
  bool overflow = false;
  bool zero_divisor = false;
  const char *name = nullptr;   // a named operand (value()): its text, as the relation spells it
  const char *negative = nullptr; // the first operand below zero, by name
  long long negative_value = 0;
};
constexpr checked_u64 lit(std::uint64_t v) { return {v, false, false, nullptr, nullptr, 0}; }
// A named operand: a parameter, a length, a field, a launch quantity.
template <class I>
constexpr checked_u64 value(const char *name, I v) {
  checked_u64 r{0, false, false, name, nullptr, 0};
  if constexpr (std::is_signed_v<I>) {
    if (v < 0) {
      r.negative = name;
      r.negative_value = static_cast<long long>(v);
      return r;
    }
  }
  r.value = static_cast<std::uint64_t>(v);
  return r;
}
constexpr checked_u64 carried(checked_u64 a, checked_u64 b) {
  checked_u64 r{0, a.overflow || b.overflow, a.zero_divisor || b.zero_divisor, nullptr, a.negative, a.negative_value};
  if (!r.negative) {
    r.negative = b.negative;
    r.negative_value = b.negative_value;
  }
  return r;
}
constexpr checked_u64 add(checked_u64 a, checked_u64 b) {
  checked_u64 r = carried(a, b);
  r.overflow |= __builtin_add_overflow(a.value, b.value, &r.value);
  return r;
}
constexpr checked_u64 sub(checked_u64 a, checked_u64 b) { // below zero is an overflow too
  checked_u64 r = carried(a, b);
  r.overflow |= __builtin_sub_overflow(a.value, b.value, &r.value);
  return r;
}
constexpr checked_u64 mul(checked_u64 a, checked_u64 b) {
  checked_u64 r = carried(a, b);
  r.overflow |= __builtin_mul_overflow(a.value, b.value, &r.value);
  return r;
}
constexpr checked_u64 mod(checked_u64 a, checked_u64 b) {
  checked_u64 r = carried(a, b);
  r.zero_divisor |= b.value == 0;
  r.value = b.value == 0 ? 0 : a.value % b.value;
  return r;
}
// A computed operand under its name: `threads`.
constexpr checked_u64 named(const char *name, checked_u64 v) {
  v.name = name;
  return v;
}
// `threads`: the grid's blocks times the block's threads, checked.
inline checked_u64 threads(const launch_config &cfg) {
  return named("threads", mul(mul(mul(lit(cfg.grid.x), lit(cfg.grid.y)), mul(lit(cfg.grid.z), lit(cfg.block.x))),
                              mul(lit(cfg.block.y), lit(cfg.block.z))));
}

enum class relation_op { ge, gt, le, lt, eq, ne };

// One side of a comparison: its value, and the named operands it reads, for
// the error text. A side that is one named operand has value.name instead.
struct side {
  checked_u64 value;
  std::initializer_list<checked_u64> names = {};
};
// One comparison of a relation; a relation is one of these, or several
// joined by `||`.
struct comparison {
  const char *text;
  relation_op op;
  side lhs, rhs;
};

inline bool holds(relation_op op, std::uint64_t l, std::uint64_t r) {
  switch (op) {
  case relation_op::ge: return l >= r;
  case relation_op::gt: return l > r;
  case relation_op::le: return l <= r;
  case relation_op::lt: return l < r;
  case relation_op::eq: return l == r;
  case relation_op::ne: return l != r;
  }
  return false;
}

// `5999 (out.len())`, `6000 (w = 100, h = 60)`, or `0` for a literal.
[[gnu::cold]] inline void append_side(message_text &m, const side &s) {
  m.append(s.value.value);
  if (s.value.name) {
    m.append(" (").append(s.value.name).append(")");
    return;
  }
  const char *sep = " (";
  for (const checked_u64 &n : s.names) {
    m.append(sep).append(n.name).append(" = ").append(n.value);
    sep = ", ";
  }
  if (s.names.size() != 0)
    m.append(")");
}

[[gnu::cold]] inline void append_sides(message_text &m, const comparison &c) {
  m.append("left-hand side is ");
  append_side(m, c.lhs);
  m.append(", right-hand side is ");
  append_side(m, c.rhs);
}

// Why one comparison cannot be evaluated at this launch, if it cannot.
inline std::optional<error> unevaluable(const char *kernel, const char *relation, const comparison &c) {
  for (const checked_u64 *v : {&c.lhs.value, &c.rhs.value})
    if (v->negative)
      return refuse(kernel, "`", v->negative, "` is ", v->negative_value, "; requires operands must be non-negative");
  if (c.lhs.value.zero_divisor || c.rhs.value.zero_divisor)
    return refuse(kernel, "size requirement `", relation, "` divides by zero: a divisor of `%` is 0 at this launch");
  if (c.lhs.value.overflow || c.rhs.value.overflow)
    return refuse(kernel, "arithmetic in size requirement `", relation, "` overflowed the u64 range");
  return std::nullopt;
}

// Step 2: one `requires` relation, evaluated: it holds when one of its
// comparisons does, tried in order (a `||` of one is a plain relation). A
// negative operand anywhere is refused first; an overflow in a comparison
// reached before one holds is refused, never read as false. No CUDA call.
[[gnu::noinline]] inline std::optional<error> check_relation(const char *kernel, const char *relation,
                                                             std::initializer_list<comparison> either) {
  for (const comparison &c : either)
    for (const checked_u64 *v : {&c.lhs.value, &c.rhs.value})
      if (v->negative)
        return unevaluable(kernel, relation, c);
  for (const comparison &c : either) {
    if (auto e = unevaluable(kernel, relation, c))
      return e;
    if (holds(c.op, c.lhs.value.value, c.rhs.value.value))
      return std::nullopt;
  }
  message_text m = text(kernel, ": size requirement `", relation, "` violated: ");
  if (either.size() == 1) {
    append_sides(m, *either.begin());
    return error(m);
  }
  const char *sep = "";
  for (const comparison &c : either) {
    m.append(sep).append("`").append(c.text).append("`: ");
    append_sides(m, c);
    sep = "; ";
  }
  return error(m);
}

// Step 2, alignment facts: `aligned(p, N)` against the real pointer. An empty
// slice's null pointer is aligned. No CUDA call.
inline std::optional<error> check_aligned(const char *kernel, const char *relation, const char *param,
                                          std::uintptr_t address,
                                          std::uint64_t alignment) {
  if (alignment != 0 && address % alignment == 0)
    return std::nullopt;
  char hex[2 + 16 + 1] = "0x";
  int n = 2;
  for (int shift = 60; shift >= 0; shift -= 4)
    if (const unsigned digit = (address >> shift) & 0xf; digit != 0 || n > 2 || shift == 0)
      hex[n++] = "0123456789abcdef"[digit];
  hex[n] = '\0';
  return refuse(kernel, "alignment requirement `", relation, "` violated: `", param, "` starts at ", hex,
                ", which is not a multiple of ", alignment, " bytes");
}

// One buffer argument of a launch, as bytes.
struct arg_range {
  const char *name;
  std::uintptr_t begin, end;
  bool output;        // a disjoint_slice: every thread writes through it
  bool wraps = false; // len * sizeof(T) or begin + that overflows: no range at all
};

// Step 3: an output must not overlap any other buffer argument. No CUDA call.
[[gnu::noinline]] inline std::optional<error> check_aliasing(const char *kernel, const arg_range *first,
                                           const arg_range *last) {
  // A byte range that wraps past the top of the address space would compare
  // as a small (or empty) range and hide an overlap: refused outright.
  for (const arg_range *r = first; r != last; ++r)
    if (r->wraps)
      return refuse(kernel, "argument `", r->name, "`: its length in bytes runs past the end of the address space");
  for (const arg_range *out = first; out != last; ++out) {
    if (!out->output || out->begin == out->end)
      continue;
    for (const arg_range *other = first; other != last; ++other)
      if (other != out && other->begin != other->end && out->begin < other->end &&
          other->begin < out->end)
        return refuse(kernel, "argument `", out->name, "` overlaps argument `", other->name, "`");
  }
  return std::nullopt;
}

} // namespace detail
} // namespace oxide
