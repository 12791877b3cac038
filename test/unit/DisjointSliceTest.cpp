// disjoint_slice and the witnesses on the host. Witnesses are minted through
// detail::witness_factory here, since there are no thread registers to read.
#include <oxide/disjoint.cuh>

#include <gtest/gtest.h>

#include <cuda/std/type_traits>

namespace {

using oxide::disjoint_slice;
using oxide::index1d;
using oxide::index2d;
using oxide::thread_index;
using factory = oxide::detail::witness_factory;

TEST(DisjointSliceTest, GetMutWithAValidWitnessInBounds) {
  float data[4] = {};
  auto c = disjoint_slice<float>::from_raw_parts(data, 4);
  EXPECT_EQ(c.len(), 4u);
  auto w = factory::make<index1d>(3);
  auto out = c.get_mut(w);
  ASSERT_TRUE(out);
  *out = 9.0f;
  EXPECT_EQ(data[3], 9.0f);
}

TEST(DisjointSliceTest, GetMutPastTheEndGivesNothing) {
  float data[4] = {};
  auto c = disjoint_slice<float>::from_raw_parts(data, 4);
  auto w = factory::make<index1d>(4);
  EXPECT_FALSE(c.get_mut(w));
}

TEST(DisjointSliceTest, InvalidWitnessGivesNothingEvenForAHugeSlice) {
  auto w = factory::make<index1d>(oxide::detail::invalid_index);
  EXPECT_FALSE(w.is_valid());
  EXPECT_FALSE(w.in_bounds(~size_t{0}));
  // A length no allocation can have: still refused, the witness is invalid.
  auto c = disjoint_slice<char>::from_raw_parts(nullptr, ~size_t{0});
  EXPECT_FALSE(c.get_mut(w));
}

TEST(DisjointSliceTest, EmptyResultTrapsWhenDereferenced) {
  float data[1] = {};
  auto c = disjoint_slice<float>::from_raw_parts(data, 1);
  auto w = factory::make<index1d>(1);
  EXPECT_DEATH(*c.get_mut(w) = 1.0f, "");
}

TEST(DisjointSliceTest, Index2dSpaceUsesItsOwnWitnesses) {
  int data[8] = {};
  auto c = disjoint_slice<int, index2d<4>>::from_raw_parts(data, 8);
  auto w = factory::make<index2d<4>>(1 * 4 + 2);
  ASSERT_TRUE(c.get_mut(w));
  *c.get_mut(w) = 5;
  EXPECT_EQ(data[6], 5);
}

// A witness is a proof of ownership: it cannot be duplicated or forged.
TEST(WitnessTest, CannotBeCopiedMovedOrForged) {
  using W = thread_index<index1d>;
  static_assert(!cuda::std::is_copy_constructible_v<W>);
  static_assert(!cuda::std::is_move_constructible_v<W>);
  static_assert(!cuda::std::is_copy_assignable_v<W>);
  static_assert(!cuda::std::is_constructible_v<W, size_t>);
  static_assert(!cuda::std::is_default_constructible_v<W>);
  SUCCEED();
}

template <class Slice, class Witness>
concept accepts_witness = requires(Slice s, const Witness &w) { s.get_mut(w); };

TEST(WitnessTest, AWitnessOfAnotherSpaceDoesNotBind) {
  static_assert(accepts_witness<disjoint_slice<float, index1d>, thread_index<index1d>>);
  static_assert(!accepts_witness<disjoint_slice<float, index1d>, thread_index<index2d<16>>>);
  static_assert(!accepts_witness<disjoint_slice<float, index2d<16>>, thread_index<index2d<8>>>);
  static_assert(!accepts_witness<disjoint_slice<float, index2d<16>>, thread_index<index1d>>);
  SUCCEED();
}

} // namespace

namespace {

using oxide::runtime_index2d;

// cuda-oxide#653: a runtime-width witness carries (row, col) and resolves
// against the addressed slice's own width, so (1, 0) and (0, 5) cannot both
// reach element 5 of the same slice.
TEST(RuntimeWidthTest, WitnessResolvesAgainstEachSlicesOwnWidth) {
  int narrow[16] = {}, wide[256] = {};
  auto w5 = disjoint_slice<int, runtime_index2d>::from_raw_parts(narrow, 16, 5);
  auto w100 = disjoint_slice<int, runtime_index2d>::from_raw_parts(wide, 256, 100);
  EXPECT_EQ(w5.row_width(), 5u);
  auto r1c0 = factory::make<runtime_index2d>((std::size_t(1) << 32) | 0);
  auto r0c5 = factory::make<runtime_index2d>((std::size_t(0) << 32) | 5);
  EXPECT_EQ(r1c0.row(), 1u);
  EXPECT_EQ(r0c5.col(), 5u);
  *w5.get_mut(r1c0) = 1;   // element 5 of the narrow slice
  *w100.get_mut(r1c0) = 2; // element 100 of the wide one
  *w100.get_mut(r0c5) = 3; // element 5 of the wide one
  EXPECT_FALSE(w5.get_mut(r0c5)); // column 5 is outside a row of 5
  EXPECT_EQ(narrow[5], 1);
  EXPECT_EQ(wide[100], 2);
  EXPECT_EQ(wide[5], 3);
}

TEST(RuntimeWidthTest, PastTheEndZeroWidthAndInvalidGiveNothing) {
  int data[10] = {};
  auto s = disjoint_slice<int, runtime_index2d>::from_raw_parts(data, 10, 4);
  EXPECT_TRUE(s.get_mut(factory::make<runtime_index2d>((std::size_t(2) << 32) | 1))); // 9
  EXPECT_FALSE(s.get_mut(factory::make<runtime_index2d>((std::size_t(2) << 32) | 2))); // 10
  auto zero = disjoint_slice<int, runtime_index2d>::from_raw_parts(data, 10, 0);
  EXPECT_FALSE(zero.get_mut(factory::make<runtime_index2d>(0)));
  EXPECT_FALSE(s.get_mut(factory::make<runtime_index2d>(oxide::detail::invalid_index)));
}

template <class Space>
concept binds_without_width = requires(float *p) { disjoint_slice<float, Space>::from_raw_parts(p, 1); };

TEST(RuntimeWidthTest, WidthIsBoundAtConstructionOnly) {
  static_assert(binds_without_width<oxide::index1d>);
  static_assert(!binds_without_width<runtime_index2d>);
  static_assert(!binds_without_width<oxide::runtime_row_major_tiles<2, 2>>);
  static_assert(sizeof(disjoint_slice<float>) == 2 * sizeof(void *)); // no width slot
  SUCCEED();
}

} // namespace
