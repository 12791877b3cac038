// The launches of test/launch/overloaded_kernels.cu, from a C++ file that
// sees only the generated header (-include).
#include <cstdio>

void say(const oxide::result<void> &r) { std::printf("%s\n", r ? "launched" : r.error().message().c_str()); }
void launch_by_overload(oxide::disjoint_slice<float> out);
#if defined(BY_CAST)
void launch_by_cast(oxide::disjoint_slice<float> out);
#endif

int main() {
  float buf[8] = {};
  int ints[8] = {};
  const auto out = oxide::disjoint_slice<float>::from_raw_parts(buf, 8);
  const auto iout = oxide::disjoint_slice<int>::from_raw_parts(ints, 8);
  const auto cfg = oxide::launch_config::grid_1d(1);
  say(scale_launch(nullptr, cfg, out, 4u));
  say(scale_launch(nullptr, cfg, out, 2.0f));
  say(ns::fill_launch(nullptr, cfg, out));
  say(ns::fill_launch(nullptr, cfg, iout));
  // The block each overload's own contract fixes: 256 is the float one's.
  say(scale_launch(nullptr, oxide::launch_config::grid_1d(1, 128), out, 2.0f));
  launch_by_overload(out);
#if defined(BY_CAST)
  launch_by_cast(out);
#endif
}
