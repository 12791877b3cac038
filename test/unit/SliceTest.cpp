// slice<T> and optional_ref<T> on the host: the same checks the device runs.
#include <oxide/slice.cuh>
#include <oxide/span.cuh>

#include <gtest/gtest.h>

#include <cuda/std/type_traits>

namespace {

using oxide::slice;

TEST(SliceTest, LenAndIndexWithinBounds) {
  float data[] = {1, 2, 3, 4};
  auto s = slice<float>::from_raw_parts(data, 4);
  EXPECT_EQ(s.len(), 4u);
  EXPECT_FALSE(s.empty());
  EXPECT_EQ(s[0], 1.0f);
  EXPECT_EQ(s[3], 4.0f);
  s[2] = 30.0f;
  EXPECT_EQ(data[2], 30.0f);
}

TEST(SliceTest, IndexPastTheEndTraps) {
  float data[] = {1, 2, 3, 4};
  auto s = slice<const float>::from_raw_parts(data, 4);
  EXPECT_DEATH((void)s[4], "");
  EXPECT_DEATH((void)s[~size_t{0}], "");
}

TEST(SliceTest, GetIsEmptyPastTheEnd) {
  const int data[] = {7, 8};
  auto s = slice<const int>::from_raw_parts(data, 2);
  ASSERT_TRUE(s.get(1));
  EXPECT_EQ(*s.get(1), 8);
  EXPECT_FALSE(s.get(2));
  EXPECT_FALSE(s.get(~size_t{0}));
  EXPECT_EQ(s.get(2).value_or(-1), -1);
  EXPECT_EQ(s.get(0).value_or(-1), 7);
}

TEST(SliceTest, DereferencingAnEmptyGetTraps) {
  const int data[] = {7};
  auto s = slice<const int>::from_raw_parts(data, 1);
  EXPECT_DEATH((void)*s.get(1), "");
}

TEST(SliceTest, SubsliceWithinBounds) {
  int data[] = {0, 1, 2, 3, 4, 5};
  auto s = slice<int>::from_raw_parts(data, 6);
  auto mid = s.subslice(2, 5);
  EXPECT_EQ(mid.len(), 3u);
  EXPECT_EQ(mid[0], 2);
  EXPECT_EQ(mid[2], 4);
  EXPECT_TRUE(s.subslice(6, 6).empty()); // empty at the end is fine
}

TEST(SliceTest, SubsliceOutOfRangeTraps) {
  int data[] = {0, 1, 2};
  auto s = slice<int>::from_raw_parts(data, 3);
  EXPECT_DEATH((void)s.subslice(2, 1), ""); // reversed
  EXPECT_DEATH((void)s.subslice(0, 4), ""); // past the end
  EXPECT_DEATH((void)s.subslice(4, 4), "");
}

TEST(SliceTest, IterationCoversExactlyLen) {
  int data[] = {1, 2, 3, 100};
  auto s = slice<const int>::from_raw_parts(data, 3);
  int sum = 0;
  for (int v : s)
    sum += v;
  EXPECT_EQ(sum, 6);
}

TEST(SliceTest, ConvertsToConstButNeverBack) {
  static_assert(cuda::std::is_convertible_v<slice<float>, slice<const float>>);
  static_assert(!cuda::std::is_convertible_v<slice<const float>, slice<float>>);
  static_assert(!cuda::std::is_convertible_v<slice<int>, slice<float>>);
  // No public (pointer, length) constructor: from_raw_parts is the Tier-2 door.
  static_assert(!cuda::std::is_constructible_v<slice<float>, float *, size_t>);
  float data[] = {1, 2};
  slice<const float> c = slice<float>::from_raw_parts(data, 2);
  EXPECT_EQ(c.len(), 2u);
}

TEST(SliceTest, FromLibcuxxSpan) {
  int data[] = {5, 6, 7};
  cuda::std::span<int> sp(data);
  slice s(sp); // deduces slice<int>; explicit: a span is unchecked
  EXPECT_EQ(s.len(), 3u);
  EXPECT_EQ(s[2], 7);
  EXPECT_EQ(s.as_span().size(), 3u);
}

} // namespace
