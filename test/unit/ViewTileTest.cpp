// Read views and write tiles on the host: the arithmetic corner cases of
// cuda-oxide's view tests (row/col band proofs, tile proofs, runs), plus the
// clipped edge tiles oxide adds. Each proof is one scalar test in u64, so the
// cases at the edge of u32 and u64 must refuse, never wrap into a pass.
#include <oxide/tile.cuh>
#include <oxide/view.cuh>

#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <type_traits>
#include <vector>

namespace {

using oxide::detail::witness_factory;
constexpr std::uint32_t u32max = 0xffffffffu;

oxide::slice<const float> fake(std::size_t len) {
  // Views never read during the proofs; a dangling base shows any stray read under ASan.
  return oxide::slice<const float>::from_raw_parts(reinterpret_cast<const float *>(0x1000), len);
}

TEST(MatrixView, RowBandProof) {
  std::vector<float> m(12);
  std::iota(m.begin(), m.end(), 0.0f);
  oxide::matrix_view v(oxide::slice<const float>::from_raw_parts(m.data(), m.size()), 4); // 3 x 4
  EXPECT_TRUE(v.row(2, 4));                   // last row, whole: 2*4 + 3 = 11 < 12
  EXPECT_FALSE(v.row(3, 1));                  // past the last row
  EXPECT_FALSE(v.row(0, 0));                  // zero columns
  EXPECT_FALSE(v.row(0, 5));                  // wider than the stride
  EXPECT_TRUE(v.row(1, 2));
  auto r = *v.row(1, 3);
  EXPECT_EQ(r.len(), 3u);
  EXPECT_EQ(r.get(0).value_or(-1), 4.0f);
  EXPECT_EQ(r.get(2).value_or(-1), 6.0f);
  EXPECT_EQ(r.get(3).value_or(-1), -1.0f);   // one past: the fill
  float sum = 0;
  for (float x : r)
    sum += x;
  EXPECT_EQ(sum, 15.0f);
}

TEST(MatrixView, RowBandNeverWraps) {
  oxide::matrix_view huge(fake(std::size_t(1) << 40), u32max);
  EXPECT_FALSE(huge.row(u32max, u32max)); // (2^32-1)^2 + 2^32 - 2 > 2^40
  EXPECT_TRUE(huge.row(255, u32max));     // 255 * (2^32-1) + 2^32 - 2 < 2^40
  oxide::matrix_view zero_stride(fake(100), 0);
  EXPECT_FALSE(zero_stride.row(0, 1));
  EXPECT_FALSE(zero_stride.col(0, 1));
}

// get(r, c): with the rows known, r < rows and c < stride; the rows are
// proven once (rows * stride <= len, in u64), and a view that fails the
// proof has none. Without them, c < stride and r * stride + c < len.
TEST(MatrixView, ElementWithRowsKnown) {
  std::vector<float> m(12);
  std::iota(m.begin(), m.end(), 0.0f);
  const auto s = oxide::slice<const float>::from_raw_parts(m.data(), m.size());
  oxide::matrix_view v(s, 4, 3); // 3 x 4
  EXPECT_EQ(v.get(0, 0).value_or(-1), 0.0f);
  EXPECT_EQ(v.get(2, 3).value_or(-1), 11.0f); // the last element
  EXPECT_EQ(v.get(1, 2).value_or(-1), 6.0f);
  EXPECT_FALSE(v.get(3, 0));                  // past the last row
  EXPECT_FALSE(v.get(0, 4));                  // past the row's end, not the next row
  EXPECT_FALSE(v.get(u32max, u32max));
  oxide::matrix_view two_rows(s, 4, 2); // fewer rows than the slice holds
  EXPECT_TRUE(two_rows.get(1, 3));
  EXPECT_FALSE(two_rows.get(2, 0));   // inside the slice, outside the view
  oxide::matrix_view too_many(s, 4, 4); // 16 > 12: no rows at all
  EXPECT_FALSE(too_many.get(0, 0));
  EXPECT_FALSE(too_many.get(2, 3));
}

TEST(MatrixView, ElementIsReadOnly) {
  // A view over a writable slice still gives const elements: a view reads.
  std::vector<float> m(6, 1.0f);
  oxide::matrix_view v(oxide::slice<float>::from_raw_parts(m.data(), m.size()), 3, 2);
  static_assert(std::is_same_v<decltype(v.get(0, 0)), oxide::optional_ref<const float>>);
  EXPECT_EQ(v.get(1, 2).value_or(-1), 1.0f);
}

TEST(MatrixView, ElementRowsNeverWrap) {
  // u32max * u32max is far past 2^40, and does not wrap into a pass.
  oxide::matrix_view huge(fake(std::size_t(1) << 40), u32max, u32max);
  EXPECT_FALSE(huge.get(0, 0));
  oxide::matrix_view fits(fake(std::size_t(1) << 40), u32max, 256); // 256 * (2^32 - 1) < 2^40
  EXPECT_TRUE(fits.get(255, u32max - 1));
  EXPECT_FALSE(fits.get(256, 0));
  EXPECT_FALSE(fits.get(0, u32max));
  oxide::matrix_view zero_stride(fake(100), 0, 5);
  EXPECT_FALSE(zero_stride.get(0, 0));
}

TEST(MatrixView, ElementWithoutRows) {
  std::vector<float> m(10);
  std::iota(m.begin(), m.end(), 0.0f);
  oxide::matrix_view v(oxide::slice<const float>::from_raw_parts(m.data(), m.size()), 4); // 2.5 rows
  EXPECT_EQ(v.get(2, 1).value_or(-1), 9.0f); // the last element, in the short row
  EXPECT_FALSE(v.get(2, 2));                 // 10: one past the slice
  EXPECT_FALSE(v.get(0, 4));                 // past the row's end
  EXPECT_FALSE(oxide::matrix_view(fake(std::size_t(1) << 40), u32max).get(u32max, u32max));
}

TEST(MatrixView, ColBandProof) {
  std::vector<float> m(12);
  std::iota(m.begin(), m.end(), 0.0f);
  oxide::matrix_view v(oxide::slice<const float>::from_raw_parts(m.data(), m.size()), 4);
  EXPECT_TRUE(v.col(3, 3));  // (3-1)*4 + 3 = 11 < 12
  EXPECT_FALSE(v.col(3, 4)); // one row too many
  EXPECT_FALSE(v.col(4, 1)); // column outside the stride
  EXPECT_FALSE(v.col(0, 0)); // zero rows
  auto c = *v.col(1, 3);
  EXPECT_EQ(c.stride(), 4u);
  EXPECT_EQ(c.get(2).value_or(-1), 9.0f);
  EXPECT_EQ(c.get(3).value_or(-1), -1.0f);
  oxide::matrix_view huge(fake(std::size_t(1) << 40), u32max);
  EXPECT_FALSE(huge.col(u32max - 1, u32max)); // no wrap
}

TEST(MatrixView, EmptyViewsAndZipExact) {
  std::vector<float> a = {1, 2, 3, 4, 5, 6}, b = {10, 20, 30, 40, 50, 60};
  oxide::matrix_view ma(oxide::slice<const float>::from_raw_parts(a.data(), 6), 3); // 2 x 3
  oxide::matrix_view mb(oxide::slice<const float>::from_raw_parts(b.data(), 6), 2); // 3 x 2
  auto row = ma.row(1, 3).value_or(oxide::row_view<const float>::empty());
  auto col = mb.col(1, 3).value_or(oxide::col_view<const float>::empty());
  auto pairs = row.zip_exact(col);
  ASSERT_TRUE(pairs);
  float dot = 0;
  for (auto [x, y] : *pairs)
    dot += x * y;
  EXPECT_EQ(dot, 4 * 20 + 5 * 40 + 6 * 60);
  EXPECT_FALSE(row.zip_exact(*mb.col(1, 2))); // lengths differ: refused, not truncated
  auto none = ma.row(9, 3).value_or(oxide::row_view<const float>::empty());
  EXPECT_TRUE(none.is_empty());
  EXPECT_EQ(none.get(0).value_or(7.0f), 7.0f);
  EXPECT_FALSE(none.begin() != none.end());
}

template <std::size_t R, std::size_t C>
auto tiles(float *data, std::size_t len, std::uint32_t width) {
  return oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<R, C>>::from_raw_parts(data, len, width);
}
template <std::size_t R, std::size_t C>
auto tiles(std::vector<float> &buf, std::uint32_t width) {
  return tiles<R, C>(buf.data(), buf.size(), width);
}
auto coord(std::uint64_t row, std::uint64_t col) {
  return witness_factory::make<oxide::runtime_index2d>((row << 32) | col);
}

TEST(Tile2dRt, WholeTileProof) {
  std::vector<float> m(5 * 6); // 5 rows of width 6
  auto s = tiles<2, 3>(m, 6);
  EXPECT_TRUE(oxide::get_tile_2d_rt(s, coord(1, 1)));  // rows 2-3, cols 3-5: 3*6 + 5 = 23 < 30
  EXPECT_FALSE(oxide::get_tile_2d_rt(s, coord(2, 0))); // rows 4-5: row 5 does not exist
  EXPECT_FALSE(oxide::get_tile_2d_rt(s, coord(0, 2))); // cols 6-8: outside the width
  auto t = *oxide::get_tile_2d_rt(s, coord(1, 1));
  t.at<1, 2>() = 42.0f;
  EXPECT_EQ(m[3 * 6 + 5], 42.0f);
  EXPECT_FALSE(oxide::get_tile_2d_rt(tiles<2, 3>(m, 0), coord(0, 0))); // width 0
  EXPECT_FALSE(oxide::get_tile_2d_rt(s, witness_factory::make<oxide::runtime_index2d>(
                                            oxide::detail::invalid_index))); // invalid witness
  std::vector<float> one(1);
  EXPECT_FALSE(oxide::get_tile_2d_rt(tiles<2, 3>(one, u32max), coord(u32max - 1, u32max))); // no wrap
}

TEST(Tile2dRt, NeighbouringTilesAreDisjoint) {
  std::vector<float> m(4 * 4, 0.0f);
  auto s = tiles<2, 2>(m, 4);
  for (std::uint64_t r = 0; r < 2; ++r)
    for (std::uint64_t c = 0; c < 2; ++c) {
      auto t = *oxide::get_tile_2d_rt(s, coord(r, c));
      t.at<0, 0>() += 1;
      t.at<0, 1>() += 1;
      t.at<1, 0>() += 1;
      t.at<1, 1>() += 1;
    }
  for (float x : m)
    EXPECT_EQ(x, 1.0f); // every cell written exactly once
}

TEST(Tile2d, CompileTimeStride) {
  std::vector<float> m(3 * 8);
  auto s = oxide::disjoint_slice<float, oxide::row_major_tiles<1, 4, 8>>::from_raw_parts(m.data(), m.size());
  EXPECT_TRUE(oxide::get_tile_2d(s, coord(2, 1)));  // row 2, cols 4-7: 2*8 + 7 = 23 < 24
  EXPECT_FALSE(oxide::get_tile_2d(s, coord(2, 2))); // cols 8-11 leave the row
  EXPECT_FALSE(oxide::get_tile_2d(s, coord(3, 0)));
  (*oxide::get_tile_2d(s, coord(2, 1))).at<0, 3>() = 5.0f;
  EXPECT_EQ(m[23], 5.0f);
}

TEST(ClippedTile, EdgesShrinkInteriorStaysFull) {
  std::vector<float> m(5 * 7, 0.0f); // 5 x 7 with 4 x 4 tiles: 2 x 2 tiles, three clipped
  auto s = tiles<4, 4>(m, 7);
  auto inner = *oxide::get_clipped_tile_2d(s, coord(0, 0));
  EXPECT_TRUE(inner.is_full());
  EXPECT_TRUE(inner.full());
  auto right = *oxide::get_clipped_tile_2d(s, coord(0, 1));
  EXPECT_EQ(right.rows(), 4u);
  EXPECT_EQ(right.cols(), 3u);
  EXPECT_FALSE(right.full());
  EXPECT_TRUE((right.at<3, 2>()));
  EXPECT_FALSE((right.at<3, 3>()));
  auto corner = *oxide::get_clipped_tile_2d(s, coord(1, 1));
  EXPECT_EQ(corner.rows(), 1u);
  EXPECT_EQ(corner.cols(), 3u);
  EXPECT_FALSE(oxide::get_clipped_tile_2d(s, coord(2, 0))); // starts below the matrix
  EXPECT_FALSE(oxide::get_clipped_tile_2d(s, coord(0, 2))); // starts right of it
  EXPECT_FALSE(oxide::get_clipped_tile_2d(tiles<4, 4>(m, 0), coord(0, 0)));
  // Every cell of the 5 x 7 matrix is reached exactly once across the four tiles.
  for (std::uint64_t r = 0; r < 2; ++r)
    for (std::uint64_t c = 0; c < 2; ++c) {
      auto t = *oxide::get_clipped_tile_2d(s, coord(r, c));
      for (std::uint32_t i = 0; i < t.rows(); ++i)
        for (std::uint32_t j = 0; j < t.cols(); ++j)
          m[(r * 4 + i) * 7 + c * 4 + j] += 1;
    }
  for (float x : m)
    EXPECT_EQ(x, 1.0f);
}

TEST(ThreadRun, FullRunClippedTailNothingPastTheEnd) {
  std::vector<float> v(10);
  auto s = oxide::disjoint_slice<float, oxide::linear_tiles<4>>::from_raw_parts(v.data(), v.size());
  auto idx = [](std::size_t t) { return witness_factory::make<oxide::index1d>(t); };
  auto full = *oxide::get_run(s, idx(1));
  EXPECT_EQ(full.len(), 4u);
  EXPECT_FALSE(full.is_clipped());
  *full.at<3>() = 9.0f;
  EXPECT_EQ(v[7], 9.0f);
  auto tail = *oxide::get_run(s, idx(2));
  EXPECT_EQ(tail.len(), 2u);
  EXPECT_TRUE(tail.is_clipped());
  EXPECT_TRUE(tail.at<1>());
  EXPECT_FALSE(tail.at<2>());
  EXPECT_FALSE(oxide::get_run(s, idx(3)));                        // starts at 12 >= 10
  EXPECT_FALSE(oxide::get_run(s, idx(~std::size_t(0) / 2)));      // t * 4 overflows u64
  EXPECT_FALSE(oxide::get_run(s, idx(oxide::detail::invalid_index)));
}

TEST(ThreadRun, InputRunMatchesTheOutputRunAndExactLengthsHaveNoTail) {
  std::vector<float> v(12);
  for (std::size_t i = 0; i < v.size(); ++i)
    v[i] = float(i);
  auto in = oxide::slice<const float>::from_raw_parts(v.data(), v.size());
  auto idx = [](std::size_t t) { return witness_factory::make<oxide::index1d>(t); };
  auto last = *oxide::get_run<4>(in, idx(2)); // 12 % 4 == 0: the last run is whole
  EXPECT_EQ(last.len(), 4u);
  EXPECT_FALSE(last.is_clipped());
  EXPECT_EQ(*last.at<3>(), 11.0f);
  EXPECT_FALSE(oxide::get_run<4>(in, idx(3)));
  auto tail = *oxide::get_run<5>(in, idx(2)); // [10, 12)
  EXPECT_EQ(tail.len(), 2u);
  EXPECT_EQ(*tail.at<0>(), 10.0f);
  EXPECT_FALSE(tail.at<2>());
  auto empty = oxide::slice<const float>::from_raw_parts(nullptr, 0);
  EXPECT_FALSE(oxide::get_run<4>(empty, idx(0)));
}

} // namespace

namespace {

// The vector forms: whole and aligned, or nothing (the caller goes element by
// element); never a truncated or misaligned vector.
struct alignas(16) f4 {
  float x, y, z, w;
};

TEST(ClippedTile, RuntimeIndexMatchesTheClip) {
  std::vector<float> m(5 * 7, 0.0f);
  auto right = *oxide::get_clipped_tile_2d(tiles<4, 4>(m, 7), coord(0, 1)); // 4 x 3
  EXPECT_TRUE(right.get(3, 2));
  EXPECT_FALSE(right.get(3, 3)); // clipped column
  EXPECT_FALSE(right.get(4, 0)); // past the tile
  *right.get(1, 2) = 7.0f;
  EXPECT_EQ(m[1 * 7 + 4 + 2], 7.0f);
}

TEST(Tile2dRt, AsVectorsNeedsAlignedStartAndStride) {
  alignas(16) float m[8 * 8] = {};
  auto whole = *oxide::get_clipped_tile_2d(tiles<4, 4>(m, 64, 8), coord(1, 1))->full();
  EXPECT_FALSE(whole.get(0, 4)); // runtime index past the tile's width
  auto v = whole.template as_vectors<f4>();
  ASSERT_TRUE(v);
  v->get(2, 0)->w = 3.0f; // tile row 2 (matrix row 6), last column (matrix col 7)
  EXPECT_EQ(m[6 * 8 + 7], 3.0f);
  EXPECT_FALSE(v->get(0, 1)); // 4 floats wide: one f4 a row
  // Rows 6 floats apart lose the alignment from the second row on.
  alignas(16) float n[8 * 6] = {};
  auto narrow = *oxide::get_clipped_tile_2d(tiles<2, 4>(n, 48, 6), coord(0, 0))->full();
  EXPECT_FALSE(narrow.template as_vectors<f4>());
  // A 2-wide tile starting 2 floats in: 8-byte vectors fit (f4 does not compile).
  auto offset = *oxide::get_tile_2d_rt(tiles<2, 2>(m, 64, 8), coord(0, 1));
  EXPECT_TRUE(offset.template as_vectors<std::uint64_t>());
}

TEST(ThreadRun, AsVectorsOnlyForWholeAlignedRuns) {
  alignas(32) float v[12] = {};
  auto s = oxide::disjoint_slice<float, oxide::linear_tiles<8>>::from_raw_parts(v, 12);
  auto idx = [](std::size_t t) { return witness_factory::make<oxide::index1d>(t); };
  auto whole = oxide::get_run(s, idx(0))->as_vectors<f4>();
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->len(), 2u);
  whole->at<1>()->x = 5.0f;
  EXPECT_EQ(v[4], 5.0f);
  EXPECT_FALSE(oxide::get_run(s, idx(1))->as_vectors<f4>()); // the tail: 4 of 8
  auto shifted = oxide::slice<const float>::from_raw_parts(v + 1, 11);
  EXPECT_FALSE(oxide::get_run<8>(shifted, idx(0))->as_vectors<f4>()); // whole but misaligned
}

TEST(Slice, OrEmptyKeepsThePointerAndDropsTheLength) {
  float v[4] = {};
  auto s = oxide::slice<float>::from_raw_parts(v, 4);
  EXPECT_EQ(s.or_empty(oxide::slice<float>(), true).len(), 4u);
  auto none = s.or_empty(oxide::slice<float>(), false);
  EXPECT_EQ(none.len(), 0u);
  EXPECT_FALSE(none.get(0));
  float w[2] = {};
  auto other = oxide::slice<float>::from_raw_parts(w, 2);
  EXPECT_EQ(s.or_empty(other, false).data(), w); // a non-empty fallback is taken whole
}

// view_steps: next_or gives the walk's elements, then the fill; the pointer
// never leaves the view. publish_steps' unchecked run (detail::walk_run: n - 1
// steps, then the last) must leave the walk exactly where n next_or calls do,
// whether the walk holds n elements or more, so a loop split over two calls
// reads what one would (a first version left the pointer one element behind).
std::vector<float> iota_row(unsigned n) {
  std::vector<float> m(n);
  std::iota(m.begin(), m.end(), 0.0f);
  return m;
}

TEST(ViewSteps, NextOrWalksThenFills) {
  const std::vector<float> m = iota_row(10);
  const oxide::matrix_view v(oxide::slice<const float>::from_raw_parts(m.data(), m.size()), 10);
  auto w = v.row(0, 10).value_or(oxide::row_view<const float>::empty()).steps<4>(1); // 1, 5, 9
  EXPECT_EQ(w.left(), 3u);
  EXPECT_EQ(w.next_or(-1.0f), 1.0f);
  EXPECT_EQ(w.next_or(-1.0f), 5.0f);
  EXPECT_EQ(w.next_or(-1.0f), 9.0f);
  EXPECT_EQ(w.left(), 0u);
  EXPECT_EQ(w.next_or(-1.0f), -1.0f);
}

TEST(ViewSteps, UncheckedRunEndsWhereNextOrDoes) {
  const std::vector<float> m = iota_row(64);
  const oxide::matrix_view v(oxide::slice<const float>::from_raw_parts(m.data(), m.size()), 64);
  for (unsigned first : {0u, 3u, 7u})
    for (unsigned n = 1; n <= 8; ++n) {
      auto run = v.row(0, 64).value_or(oxide::row_view<const float>::empty()).steps<8>(first);
      auto ref = run; // 8 elements: first, first + 8, ..., first + 56
      ASSERT_GE(run.left(), n);
      for (unsigned i = 1; i < n; ++i)
        EXPECT_EQ(oxide::detail::walk_run::step(run), ref.next_or(-1.0f)) << first << " " << n;
      EXPECT_EQ(oxide::detail::walk_run::last(run, n), ref.next_or(-1.0f)) << first << " " << n;
      EXPECT_EQ(run.left(), ref.left()) << first << " " << n;
      for (unsigned i = 0; i < 9; ++i) // the rest, then the fill
        EXPECT_EQ(run.next_or(-1.0f), ref.next_or(-1.0f)) << first << " " << n << " " << i;
    }
}

} // namespace
