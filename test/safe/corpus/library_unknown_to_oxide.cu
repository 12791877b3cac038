// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// Trusted code is not walked, so a library function that runs a barrier
// inside was a plain call to the uniformity rule: on sm_100,
// cuda::for_each_canceled_block runs two __syncthreads, and NCCL's device
// API (nccl_device/coop.h) has ncclCoopCta().sync(), a bar.sync, under any
// branch. A call into a library of the toolkit whose effects oxide does not
// know is refused in safe code, whatever its name; the toolkit's own math
// and intrinsics, and libcu++'s cuda::std, stay allowed.
#include <oxide/oxide.cuh>
#include <cuda/__functional/for_each_canceled.h>
#include <cuda/cmath>
#include <cuda/std/__algorithm/min.h>
#include <cuda_fp16.h>

[[oxide::kernel]]
__global__ void libraries(oxide::disjoint_slice<float> out, oxide::slice<const float> in) {
  float v = in.get(threadIdx.x).value_or(0.0f);
  if (v > 0.0f)
    cuda::for_each_canceled_block<1>([](dim3) {}); // expected-error {{safe code calls 'cuda::for_each_canceled_block' (cccl/cuda/__functional/for_each_canceled.h), from a library oxide does not know}}
  const unsigned blocks = cuda::ceil_div(256u, 32u); // expected-error {{from a library oxide does not know}}
  // Known: the toolkit's math and intrinsics, cuda::std.
  v = cuda::std::min(v, sqrtf(v)) + float(__popc(blocks)) + __half2float(__float2half(v));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
