// A user header in a directory named oxide that also holds an oxide.cuh:
// still the user's (forge_specialization_from_lookalike_dir.cu).
#pragma once
struct my_space {
  static constexpr oxide::size_t row_stride = oxide::size_t(1) << 63;
};
template <> struct oxide::is_index_space<my_space> : std::true_type {}; // expected-error {{user code specializes oxide's}}
