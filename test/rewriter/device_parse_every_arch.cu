// oxide-rewrite checks the device side once per target architecture: code
// under `#if __CUDA_ARCH__ < 900` exists only in the sm_80 compile, and a
// violation there is refused when the build targets sm_80 too (and passes
// when it targets sm_90 alone, where nvcc never compiles it).
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu -- --cuda-gpu-arch=sm_80 --cuda-gpu-arch=sm_90 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOTH
// RUN: not test -e %t.cu
// RUN: %oxide-rewrite %s -o %t.cu -- --cuda-gpu-arch=sm_90 && test -s %t.cu
// A command line clang's driver cannot read (nvcc's -gencode after `--`) is
// refused before any parse: clang would drop the flag and parse for sm_90,
// and the sm_80-only race would go unchecked.
// RUN: rm -f %t.cu && not %oxide-rewrite %s -o %t.cu -- -gencode arch=compute_80,code=sm_80 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNREADABLE
// RUN: not test -e %t.cu
// BOTH: device_parse_every_arch.cu:[[@LINE+13]]:{{[0-9]+}}: error: safe code writes 'g_count'
// BOTH: 1 error generated when compiling for sm_80
// BOTH-NOT: error:
// UNREADABLE: error: unknown argument: '-gencode'
// UNREADABLE: oxide-rewrite: clang cannot read this command line (above), and a parse without the flag would check another configuration than the build's; nothing was written
#include <oxide/oxide.cuh>

__device__ unsigned g_count;

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]
__global__ void counted(oxide::disjoint_slice<float> out) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
  g_count += 1; // a race, compiled for sm_80 only
#endif
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
