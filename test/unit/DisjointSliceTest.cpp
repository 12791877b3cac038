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
