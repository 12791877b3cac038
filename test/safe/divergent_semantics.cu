// Rule "divergent-branch", without a divergent macro: what clang and nvcc's
// front end read differently in a file with safe code (a review,
// 2026-12-05; each passed oxide-rewrite, and nvcc compiled a raw read or a
// divergent barrier no check saw). A host-only constexpr overload (nvcc's
// resolution ignores where a function runs), a builtin in a constraint,
// attributes and types clang alone honours (enable_if, ext_vector_type,
// long double's size on the device), layout pragmas (`options align`,
// `ms_struct`), a conditional that changes state only one compiler sees
// (`#pragma pack`, `#line`, `__COUNTER__`, a macro the parse lacks), and
// the preprocessor's per-file names (__BASE_FILE__). Quiet: pragmas both
// read alike, and the plugin (it compiles what it parses).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify=plugin %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify=plugin %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=rewrite -Xclang -verify-ignore-unexpected=note -ferror-limit=0 && not test -e %t.cu
// plugin-no-diagnostics
#include <oxide/oxide.cuh>

// Under nvcc, B true compiles a divergent barrier the parse never saw.
template <bool B> __device__ float pick(oxide::slice<const float> a, unsigned i) {
  if constexpr (B) {
    if (threadIdx.x < 7)
      oxide::block::sync();
  }
  return a.get(i).value_or(0.0f);
}

__host__ constexpr float peek(oxide::slice<const float>, int) { return 0.0f; } // rewrite-error {{a host-only constexpr function with a device overload}}
__device__ float peek(oxide::slice<const float> a, long i) { return a.get(i).value_or(0.0f); }

template <class T>
concept clang_knows = requires(T x) { __builtin_elementwise_abs(x); }; // rewrite-error {{a constraint that uses a compiler builtin}}

__attribute__((enable_if(true, ""))) __device__ float twice(float v) { return 2.0f * v; } // rewrite-error {{an attribute or type only clang honours}}

typedef float float4x __attribute__((ext_vector_type(4))); // rewrite-error {{an attribute or type only clang honours}}

#pragma options align=packed // rewrite-error {{'#pragma options align' in a file with safe code}}
struct packed_pair {
  char c;
  int x;
};
#pragma options align=reset // rewrite-error {{'#pragma options align' in a file with safe code}}
#pragma ms_struct on // rewrite-error {{'#pragma ms_struct on' in a file with safe code}}
struct ms_pair { // rewrite-error {{an attribute or type only clang honours}}
  char c;
  int x;
};
#pragma ms_struct off // rewrite-error {{'#pragma ms_struct off' in a file with safe code}}

// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifdef __NVCC__
#pragma pack(push, 1)
#endif
struct nvcc_packed {
  char c;
  int x;
};
// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifdef __NVCC__
#pragma pack(pop)
#endif
// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifdef __NVCC__
#if __COUNTER__
#endif
#endif
// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifdef __NVCC__
#line 9000
#endif
// rewrite-error@+1 {{depends on '__NVCC__'}}
#ifdef __NVCC__
#define cudaLaunchKernel(f, g, b, a, s, t) (cudaLaunchKernel)(f, g, b, a, s, t)
#endif

[[oxide::kernel]]
__global__ void refused(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  float v = peek(a, 1) + twice(1.0f);
  v += pick<(sizeof(packed_pair) != 5)>(a, 0);
  v += pick<(sizeof(nvcc_packed) == 5)>(a, 0);
  v += pick<(sizeof(float4x) != 16)>(a, 0);
  v += pick<(sizeof(long double) == 0)>(a, 0); // rewrite-error {{'long double' is 8 bytes in clang's device compile}}
  v += pick<(__COUNTER__ > 1000)>(a, 0);
  v += pick<(__LINE__ > 5000)>(a, 0);
  v += pick<(sizeof(__BASE_FILE__) == 1)>(a, 0); // rewrite-error {{macro '__BASE_FILE__' is defined differently}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}

// Quiet: pragmas both compilers read alike, in or out of a conditional.
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-variable"
#endif
#pragma GCC diagnostic push
#pragma pack(push, 4)
struct four {
  char c;
  int x;
};
#pragma pack(pop)
#pragma GCC diagnostic pop
#ifdef __clang__
#pragma clang diagnostic pop
#endif

[[oxide::kernel]]
__global__ void quiet(oxide::slice<const float> a, oxide::disjoint_slice<float> out) {
  float v = 0.0f;
#pragma unroll
  for (unsigned i = 0; i < 4u; ++i)
    v += a.get(i).value_or(0.0f) + float(sizeof(four));
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = v;
}
