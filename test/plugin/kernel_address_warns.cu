// A contracted kernel launched through its address checks nothing of its
// contract, and its entry still assumes the `requires`: the address is
// warned of where it is taken (a function pointer, an alias of one, a
// cast to void * for cudaLaunchKernel, a lambda, a template). Naming it as
// a template argument (oxide::launch), in a cudaFunc*/cudaOccupancy* query,
// or as the callee of <<<>>> (warned there) is not. Both paths; the clang
// path also compiles the rewritten file with the plugin, where the generated
// launchers name every kernel's address and warn of nothing.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -DPLUGIN_ONLY -Xclang -verify %s
// RUN: %oxide-rewrite %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=warning:
// CHECK-COUNT-11: warning: the address of 'fill' escapes its launch contract
// RUN: %nvcc -c %t.cu -o %t.o
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only %t.cu 2>&1 | FileCheck %s --check-prefix=GENERATED --allow-empty
// GENERATED-NOT: escapes its launch contract
#include <oxide/oxide.cuh>

#include <type_traits>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (out.len() == n)")]]
__global__ void fill(oxide::disjoint_slice<float> out, unsigned n) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
[[oxide::kernel(raw)]] __global__ void raw_fill(float *p) { p[threadIdx.x] = 0.0f; }
__global__ void plain(float *p) { p[threadIdx.x] = 0.0f; }

using kernel_ptr = void (*)(oxide::disjoint_slice<float>, unsigned);
#define ADDRESS_OF(k) (&k)

kernel_ptr stashed;
int cudaFuncStash(kernel_ptr f) { return stashed = f, 0; }
#define stash_like_a_query cudaFuncStash

// A kernel_traits specialization outside the top-level namespace oxide is
// not generated code.
namespace mine::oxide {
template <auto K> struct kernel_traits;
template <> struct kernel_traits<0> {
  static constexpr kernel_ptr leak = &fill; // expected-warning {{the address of 'fill' escapes its launch contract}}
};
} // namespace mine::oxide

template <class F>
void launch_later(F f, oxide::disjoint_slice<float> out) {
  f<<<1, 128>>>(out, 3u);
}

void host(oxide::disjoint_slice<float> out, float *p) {
  void (*f)(oxide::disjoint_slice<float>, unsigned) = fill; // expected-warning {{the address of 'fill' escapes its launch contract: a launch through it checks nothing, and the kernel's entry assumes the `requires` relations and the launch shape; launch it with oxide::launch<&fill> (or oxide::launch_unchecked<&fill>, which says that the caller upholds the contract)}}
  f<<<1, 128>>>(out, 3u);
  kernel_ptr g = &fill; // expected-warning {{the address of 'fill' escapes its launch contract}}
  g<<<1, 128>>>(out, 3u);
  unsigned n = 3;
  void *args[] = {&out, &n};
  (void)cudaLaunchKernel(reinterpret_cast<const void *>(&fill), dim3(1), dim3(128), args, 0, nullptr); // expected-warning {{the address of 'fill' escapes its launch contract}}
  (void)cudaLaunchKernel((const void *)fill, dim3(1), dim3(128), args, 0, nullptr); // expected-warning {{the address of 'fill' escapes its launch contract}}
  auto h = ADDRESS_OF(fill); // expected-warning {{the address of 'fill' escapes its launch contract}}
  (void)h;
  launch_later(fill, out); // expected-warning {{the address of 'fill' escapes its launch contract}}
  auto lambda = [] { return &fill; }; // expected-warning {{the address of 'fill' escapes its launch contract}}
  (void)lambda;

  // Found by review: another template hands the address on, a user function
  // named like the runtime's queries keeps it, oxide::overload's `function`
  // is the address itself.
  (void)std::integral_constant<kernel_ptr, &fill>::value; // expected-warning {{the address of 'fill' escapes its launch contract}}
  (void)stash_like_a_query(fill); // expected-warning {{the address of 'fill' escapes its launch contract}}
  (void)oxide::overload<void(oxide::disjoint_slice<float>, unsigned), &fill>::function; // expected-warning {{the address of 'fill' escapes its launch contract}}

  // Not launches: queries, oxide's own launch, and kernels with no contract.
  cudaFuncAttributes attrs;
  (void)cudaFuncGetAttributes(&attrs, fill);
  (void)cudaFuncGetAttributes(&attrs, reinterpret_cast<const void *>(&fill));
  (void)cudaFuncSetAttribute(fill, cudaFuncAttributeMaxDynamicSharedMemorySize, 0);
  int blocks = 0;
  (void)cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fill, 128, 0);
#if !defined(PLUGIN_ONLY) // the plugin alone has no launchers: the rewrite's checks and the last run see these
  (void)oxide::launch<&fill>(nullptr, oxide::launch_config::grid_1d(1), out, 3u);
  (void)oxide::prepare<fill>(oxide::launch_config::grid_1d(1));
#endif
  void (*r)(float *) = raw_fill;
  void (*q)(float *) = plain;
  (void)r, (void)q, (void)p;
}
