// A checked read's address, formed before its test or under it
// (test/ptx/early_address.test).
#include <oxide/oxide.cuh>

// A slice's element: the address is formed before the test, the load is
// guarded by it.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (y.len() == x.len())")]]
__global__ void slice_read(unsigned i, oxide::slice<const float> x, oxide::disjoint_slice<float> y) {
  const float v = x.get(i).value_or(0.0f);
  if (auto o = y.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// A matrix with its rows known: the element's test is two u32 compares.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (y.len() == x.len())")]]
__global__ void matrix_read(unsigned r, unsigned c, unsigned w, unsigned h, oxide::slice<const float> x,
                            oxide::disjoint_slice<float> y) {
  const float v = oxide::matrix_view(x, w, h).get(r, c).value_or(0.0f);
  if (auto o = y.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// A view's element (a row band, whose base is computed): formed under the
// test, as before.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (y.len() == x.len())")]]
__global__ void row_read(unsigned r, unsigned c, unsigned w, oxide::slice<const float> x,
                         oxide::disjoint_slice<float> y) {
  const auto row = oxide::matrix_view(x, w).row(r, w).value_or(oxide::row_view<const float>::empty());
  const float v = row.get(c).value_or(0.0f);
  if (auto o = y.get_mut(oxide::thread::index_1d()))
    *o = v;
}
