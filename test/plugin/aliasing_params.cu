// A kernel parameter through which every thread can write the same memory is
// refused, with a fix-it to the safe spelling; near misses stay quiet; a raw
// kernel opts out.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify -Xclang -verify-ignore-unexpected=note %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify -Xclang -verify-ignore-unexpected=note && not test -e %t.cu
// RUN: not %clang_cuda_plugin -fsyntax-only --cuda-host-only -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | FileCheck %s
#include <oxide/oxide.cuh>

// --- violations --------------------------------------------------------------

[[oxide::kernel]]
__global__ void writes_pointer(float *out, unsigned n) { // expected-error {{parameter 'out' of kernel 'writes_pointer' is 'float *', through which every thread can write the same memory; take an oxide::disjoint_slice<float> (each thread writes only the element its witness owns), or mark the kernel [[oxide::kernel(raw)]]}}
  out[threadIdx.x] = 1.0f; // expected-error {{raw pointer arithmetic in safe code}}
}
// CHECK: fix-it:"{{.*}}":{[[@LINE-3]]:32-[[@LINE-3]]:39}:"oxide::disjoint_slice<float> "

[[oxide::kernel]]
__global__ void reads_pointer(int *in, oxide::disjoint_slice<int> out) { // expected-error {{parameter 'in' of kernel 'reads_pointer' is 'int *', through which every thread can write the same memory; the kernel only reads it: take an oxide::slice<const int>}}
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = in[0];
}
// CHECK: fix-it:"{{.*}}":{[[@LINE-4]]:31-[[@LINE-4]]:36}:"oxide::slice<const int> "

[[oxide::kernel]]
__global__ void writes_slice(oxide::slice<float> out) { // expected-error {{parameter 'out' of kernel 'writes_slice' is 'oxide::slice<float>', through which every thread can write the same memory; take an oxide::disjoint_slice<float>}}
  out[0] += 1.0f;
}

[[oxide::kernel]]
__global__ void atomic_pointer(unsigned *counter) { // expected-error {{parameter 'counter' of kernel 'atomic_pointer' is 'unsigned int *', through which every thread can write the same memory; take an oxide::disjoint_slice<unsigned int>}}
  atomicAdd(&counter[0], 1u); // expected-error {{'atomicAdd' is a Tier-2 operation}}
}

[[oxide::kernel]]
__global__ void reference(float &r) {} // expected-error {{parameter 'r' of kernel 'reference' is 'float &', through which every thread can write the same memory; the kernel only reads it: take an oxide::slice<const float>}}

struct args { unsigned n; double *out; };
struct base_holder { long *log; };
struct derived : base_holder { int tag; };
struct nested { args inner[2]; };

[[oxide::kernel]]
__global__ void in_struct(args a) {} // expected-error {{parameter 'a' of kernel 'in_struct' holds 'double *' (a.out), through which every thread can write the same memory; hold an oxide::disjoint_slice<double> instead, or mark the kernel [[oxide::kernel(raw)]]}}
[[oxide::kernel]]
__global__ void in_base(derived d) {} // expected-error {{parameter 'd' of kernel 'in_base' holds 'long *' (d (base base_holder).log)}}
[[oxide::kernel]]
__global__ void in_array_member(nested s) {} // expected-error {{parameter 's' of kernel 'in_array_member' holds 'double *' (s.inner.out)}}

// Checked per instantiation, reported once.
template <class T>
[[oxide::kernel]]
__global__ void scale(T *data, T f) { data[0] *= f; } // expected-error {{parameter 'data' of kernel 'scale' is 'float *'}}
template __global__ void scale<float>(float *, float);
template __global__ void scale<double>(double *, double);
// CHECK-COUNT-1: error: parameter 'data' of kernel 'scale'

// --- read-only raw parameters: not this check's (it is about writes), but
// test/plugin/unchecked_params.cu refuses them: no bounds check covers them.

struct readonly_args { unsigned n; const float *table; };

[[oxide::kernel]]
__global__ void readonly(const float *in,        // expected-error {{holds a raw pointer (const float *)}}
                         readonly_args r,        // expected-error {{holds a raw pointer (const float *) in member 'table'}}
                         const int &ref,         // expected-error {{holds a reference (const int &)}}
                         void (*fn)(int)) {}     // expected-error {{holds a raw pointer (void (*)(int))}}

// --- near misses: all quiet ---------------------------------------------------

[[oxide::kernel]]
__global__ void safe(oxide::slice<const float> a, oxide::disjoint_slice<float> out,
                     oxide::disjoint_slice<int, oxide::index2d<8>> grid, unsigned n, float alpha) {}

__global__ void not_an_oxide_kernel(float *out) { out[0] = 1.0f; }
__device__ void helper(float *out) { out[0] = 2.0f; }

// --- opt-out -------------------------------------------------------------------

[[oxide::kernel(raw)]]
__global__ void raw_kernel(float *out, args a) { out[threadIdx.x] = 0.0f; }
