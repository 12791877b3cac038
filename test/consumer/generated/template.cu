#include <oxide/oxide.cuh>

template <class T>
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void fill(oxide::disjoint_slice<T> o, T v) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = v;
}

int main() {
  static float buf[8];
  (void)oxide::launch<&fill<float>>(nullptr, oxide::launch_config::grid_1d(1),
                                    oxide::disjoint_slice<float>::from_raw_parts(buf, 8), 1.0f);
}
