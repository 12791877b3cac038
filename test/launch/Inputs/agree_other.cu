// Another file that declares agree_kernel.cu's kernel with another block:
// its launcher would prove (1, 256, 1) while the body assumes (16, 16, 1),
// so it must not link.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (1, 256, 1)")]]
__global__ void staged(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::index2d<64>> out);

oxide::result<void> run(oxide::slice<const float> in, oxide::disjoint_slice<float, oxide::index2d<64>> out) {
  return oxide::launch<staged>(nullptr, oxide::launch_config::grid_2d({4, 4}), in, out);
}

int main() { return 0; }
