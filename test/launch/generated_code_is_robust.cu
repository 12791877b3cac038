// The code oxide-rewrite generates compiles whatever the kernel looks like:
// parameters named like the launcher's own (grid, block, shared, stream,
// name, d, config, args, e), 11 parameters (nvcc 13 stops with an internal
// error on 10 or more abbreviated-template ones), an anonymous namespace, a
// parameter pack, an unnamed parameter, an out-of-line definition, a
// braceless extern "C", and the attribute spelled with spaces, with `using`,
// beside another attribute and through a macro. Every generated block names
// itself in #line (the output file, at the block's own lines), so an error inside it never blames a line of this file.
// The launches run on the CPU up to their `requires` checks, which refuse.
// RUN: %oxide-rewrite %s -o %t.cu --header %t.oxide.h
// RUN: FileCheck %s --check-prefix=LINES < %t.cu
// RUN: FileCheck %s --check-prefix=HEADER < %t.oxide.h
// RUN: %nvcc %t.cu -o %t
// RUN: %t | FileCheck %s --match-full-lines
// RUN: %clang_cuda -c %t.cu -o %t.clang.o
// The header's launchers compile in a C++ file, under their own names.
// RUN: %clangxx -std=c++20 -fsyntax-only -I%device_lib -isystem %cuda_root/include -isystem %cuda_root/include/cccl -include %t.oxide.h -x c++ /dev/null
#include <oxide/oxide.cuh>

#include <cstdio>

#define MY_KERNEL [[oxide::kernel]]

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)",
                         "requires = (grid.len() == name, e.len() >= d)")]]
__global__ void names(oxide::disjoint_slice<float> grid, int block, int shared, int stream,
                      unsigned name, unsigned d, int config, int args, oxide::slice<const float> e) {
  if (auto p = grid.get_mut(oxide::thread::index_1d()))
    *p = block + shared + stream + config + args;
}

[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == a10)")]]
__global__ void eleven(oxide::disjoint_slice<float> o, int a1, int a2, int a3, int a4, int a5,
                       int a6, int a7, int a8, int a9, unsigned a10) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9;
}

namespace {
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 7)")]]
__global__ void hidden(oxide::disjoint_slice<float> o, int) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 1.0f;
}
} // namespace

template <class... T>
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 3)")]]
__global__ void pack(oxide::disjoint_slice<float> o, T... vs) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = (0.0f + ... + vs);
}
template __global__ void pack<int, float, int>(oxide::disjoint_slice<float>, int, float, int);

namespace outer {
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 5)")]]
__global__ void out_of_line(oxide::disjoint_slice<float> o);
}
__global__ void outer::out_of_line(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 2.0f;
}

extern "C" [[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 9)")]]
__global__ void c_linkage(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 3.0f;
}

[[ oxide :: kernel ]] [[ oxide :: launch_contract ( "domain = 1, block = (128, 1, 1)" , "requires = (o.len() == 1)" ) ]]
__global__ void spaced(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 4.0f;
}

[[using oxide: kernel, launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 2)")]]
__global__ void using_prefix(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 5.0f;
}

[[gnu::noinline, oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 4)")]]
__global__ void beside(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 6.0f;
}

MY_KERNEL [[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (o.len() == 6)")]]
__global__ void by_macro(oxide::disjoint_slice<float> o) {
  if (auto p = o.get_mut(oxide::thread::index_1d()))
    *p = 7.0f;
}

// Host memory is enough: every launch is refused before it reaches a GPU.
template <auto K, class... Args>
void refused(Args... args) {
  const auto r = oxide::launch<K>(nullptr, oxide::launch_config::grid_1d(1), args...);
  std::printf("%s\n", r ? "launched" : r.error().message().c_str());
}

int main() {
  float buf[8] = {};
  const auto out = oxide::disjoint_slice<float>::from_raw_parts(buf, 8);
  const auto in = oxide::slice<const float>::from_raw_parts(buf, 2);
  refused<&names>(out, 1, 2, 3, 8u, 3u, 4, 5, in);
  refused<&eleven>(out, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10u);
  refused<&hidden>(out, 0);
  refused<&pack<int, float, int>>(out, 1, 2.0f, 3);
  refused<&outer::out_of_line>(out);
  refused<&c_linkage>(out);
  refused<&spaced>(out);
  refused<&using_prefix>(out);
  refused<&beside>(out);
  refused<&by_macro>(out);
}
// CHECK: names: size requirement `e.len() >= d` violated: left-hand side is 2 (e.len()), right-hand side is 3 (d)
// CHECK: eleven: size requirement `o.len() == a10` violated: left-hand side is 8 (o.len()), right-hand side is 10 (a10)
// CHECK: hidden: size requirement `o.len() == 7` violated: left-hand side is 8 (o.len()), right-hand side is 7
// CHECK: pack<int, float, int>: size requirement `o.len() == 3` violated: left-hand side is 8 (o.len()), right-hand side is 3
// CHECK: out_of_line: size requirement `o.len() == 5` violated: left-hand side is 8 (o.len()), right-hand side is 5
// CHECK: c_linkage: size requirement `o.len() == 9` violated: left-hand side is 8 (o.len()), right-hand side is 9
// CHECK: spaced: size requirement `o.len() == 1` violated: left-hand side is 8 (o.len()), right-hand side is 1
// CHECK: using_prefix: size requirement `o.len() == 2` violated: left-hand side is 8 (o.len()), right-hand side is 2
// CHECK: beside: size requirement `o.len() == 4` violated: left-hand side is 8 (o.len()), right-hand side is 4
// CHECK: by_macro: size requirement `o.len() == 6` violated: left-hand side is 8 (o.len()), right-hand side is 6

// LINES: #line {{[0-9]+}} "{{.*}}.tmp.cu" // oxide-rewrite: launcher of names
// LINES: #line {{[0-9]+}} "{{.*}}.tmp.cu" // oxide-rewrite: launcher of hidden
// LINES: #line {{[0-9]+}} "{{.*}}.tmp.cu" // oxide-rewrite: launcher of pack<int, float, int>
// LINES: #line {{[0-9]+}} "{{.*}}.tmp.cu" // oxide-rewrite: launcher of outer::out_of_line
// LINES: #line {{[0-9]+}} "{{.*}}.tmp.cu" // oxide-rewrite: host launchers
// LINES-NOT: {{^[^/]*(\[\[ *oxide|using oxide:)}}

// HEADER: ::oxide::result<void> names_launch(cudaStream_t oxide_stream, ::oxide::launch_config oxide_config, oxide::disjoint_slice<float> grid, int block, int shared, int stream, unsigned int name, unsigned int d, int config, int args, oxide::slice<const float> e);
// HEADER: // hidden is in an anonymous namespace: no .cpp file can name it, so it has no host launcher.
// HEADER: ::oxide::result<void> pack_int_float_int_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<float> o, int vs, float vs_2, int vs_3);
