// Overloaded kernels: two kernels of one name (and a host function beside
// them) each get a launcher. nvcc cannot take `static_cast<...>(&k)` as a
// template argument, so each overload is named by oxide::overload<Signature, &k>;
// `k_launch` picks the overload by C++ overload resolution, in the .cu file
// `oxide::launch<oxide::overload<Signature, &k>{}>` names one, and on clang
// `oxide::launch<static_cast<...>(&k)>` reaches the same traits. Each launch
// runs on the CPU up to its own overload's `requires`, which refuses.
// The launches are in a C++ file that sees only the generated header (one
// calls back into the .cu file).
// RUN: %oxide-rewrite %s -o %t.cu --header %t.oxide.h
// RUN: FileCheck %s --check-prefix=HEADER < %t.oxide.h
// RUN: %nvcc -c %t.cu -o %t.o
// RUN: %clangxx -std=c++20 -isystem %cuda_root/include -isystem %cuda_root/include/cccl -I%device_lib -include %t.oxide.h -c %S/Inputs/overloaded_main.cpp -o %t.main.o
// RUN: %nvcc %t.o %t.main.o -o %t
// RUN: %t | FileCheck %s --match-full-lines
// RUN: %clang_cuda -c %t.cu -o %t.clang.o
// RUN: %clangxx -std=c++20 -isystem %cuda_root/include -isystem %cuda_root/include/cccl -I%device_lib -include %t.oxide.h -DBY_CAST -c %S/Inputs/overloaded_main.cpp -o %t.main.cast.o
// RUN: %clangxx %t.clang.o %t.main.cast.o -o %t.clang -L%cuda_root/lib64 -lcudart_static -ldl -lrt -lpthread
// RUN: %t.clang | FileCheck %s --check-prefixes=CHECK,CLANG --match-full-lines
// The plugin accepts them too.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -DPLUGIN_ONLY %s
#include <oxide/oxide.cuh>

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == n)")]]
__global__ void scale(oxide::disjoint_slice<float> o, unsigned n) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 1.0f;
}
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (256, 1, 1)", "requires = (o.len() == 3)")]]
__global__ void scale(oxide::disjoint_slice<float> o, float f) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = f;
}
void scale(int) {} // a host function of the same name

namespace ns {
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 5)")]]
__global__ void fill(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 2.0f;
}
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 6)")]]
__global__ void fill(oxide::disjoint_slice<int> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 2;
}
} // namespace ns

// In the .cu file itself, oxide::overload names one (both compilers; the
// plugin alone has no launchers).
#include <cstdio>
#if !defined(PLUGIN_ONLY)
void launch_by_overload(oxide::disjoint_slice<float> out) {
  const auto r = oxide::launch<oxide::overload<void(oxide::disjoint_slice<float>, float), &scale>{}>(
      nullptr, oxide::launch_config::grid_1d(1), out, 1.0f);
  std::printf("%s\n", r ? "launched" : r.error().message().c_str());
}
#endif

// On clang the cast names an overload as a template argument, too. (The
// compiler test is inside the body: outside one, in a file with safe code,
// oxide-rewrite refuses it.)
void launch_by_cast(oxide::disjoint_slice<float> out) {
#if !defined(__NVCC__) && !defined(PLUGIN_ONLY)
  const auto r = oxide::launch<static_cast<void (*)(oxide::disjoint_slice<float>, unsigned)>(&scale)>(
      nullptr, oxide::launch_config::grid_1d(1), out, 9u);
  std::printf("%s\n", r ? "launched" : r.error().message().c_str());
#else
  (void)out;
#endif
}

// CHECK: scale: size requirement `o.len() == n` violated: left-hand side is 8 (o.len()), right-hand side is 4 (n)
// CHECK-NEXT: scale: size requirement `o.len() == 3` violated: left-hand side is 8 (o.len()), right-hand side is 3
// CHECK-NEXT: fill: size requirement `o.len() == 5` violated: left-hand side is 8 (o.len()), right-hand side is 5
// CHECK-NEXT: fill: size requirement `o.len() == 6` violated: left-hand side is 8 (o.len()), right-hand side is 6
// CHECK-NEXT: scale: {{.*}}256{{.*}}
// CHECK-NEXT: scale: size requirement `o.len() == 3` violated: left-hand side is 8 (o.len()), right-hand side is 3
// CLANG-NEXT: scale: size requirement `o.len() == n` violated: left-hand side is 8 (o.len()), right-hand side is 9 (n)

// HEADER: ::oxide::result<void> scale_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<float> o, unsigned int n);
// HEADER: ::oxide::result<void> scale_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<float> o, float f);
// HEADER: namespace ns {
// HEADER: ::oxide::result<void> fill_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<float> o);
// HEADER: ::oxide::result<void> fill_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<int> o);
