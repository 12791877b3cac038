// Inputs for dynamic_shared_alignment.test: a contract alignment with an
// [[oxide::unsafe]] block that reads dynamic shared memory (entry check),
// the same without the key, and the key in a kernel with no unsafe block.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1), dynamic_shared = 2048, dynamic_shared_alignment = 1024")]]
__global__ void aligned_staging(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float v = 0.0f;
  // SAFETY: thread t writes and reads back element t of the 2048-byte
  // region (512 floats, 128 threads): no two threads share an element.
  [[oxide::unsafe]] {
    extern __shared__ float stage[];
    stage[threadIdx.x] = in.get(threadIdx.x).value_or(0.0f);
    v = stage[threadIdx.x];
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1), dynamic_shared = 2048")]]
__global__ void plain_staging(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  float v = 0.0f;
  // SAFETY: as above.
  [[oxide::unsafe]] {
    extern __shared__ float stage[];
    stage[threadIdx.x] = in.get(threadIdx.x).value_or(0.0f);
    v = stage[threadIdx.x];
  }
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1), dynamic_shared = 2048, dynamic_shared_alignment = 256")]]
__global__ void safe_only(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = in.get(threadIdx.x).value_or(0.0f);
}
