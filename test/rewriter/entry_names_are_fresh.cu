// The code oxide-rewrite writes at a kernel's entry declares locals: the one
// OXIDE_ASSUME evaluates its fact into, and the one an equality class reads
// its length into. A parameter of the same name would be shadowed inside the
// local's own initializer, and the device would assume (or take as a length)
// an uninitialized value that no launcher checked. Each local's name is
// fresh. nvcc with every warning an error: "used before its value is set"
// (#549) would stop the compile.
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -Werror all-warnings -c %t.cu -o %t.o
#include <oxide/oxide.cuh>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)",
                         "requires = (out.len() == oxide_len0, oxide_fact >= out.len(), oxide_fact_ >= 1)")]]
__global__ void k(oxide::disjoint_slice<unsigned> out, unsigned oxide_len0, unsigned oxide_fact, unsigned oxide_fact_) {
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = oxide_len0 + oxide_fact + oxide_fact_;
}
// CHECK: k(oxide::disjoint_slice<unsigned> out, unsigned oxide_len0, unsigned oxide_fact, unsigned oxide_fact_) { OXIDE_ASSUME(oxide_fact__, static_cast<unsigned long long>(out.len()) == static_cast<unsigned long long>(oxide_len0)); OXIDE_ASSUME(oxide_fact__, static_cast<unsigned long long>(oxide_fact) >= static_cast<unsigned long long>(out.len())); OXIDE_ASSUME(oxide_fact__, static_cast<unsigned long long>(oxide_fact_) >= 1ull); { const ::oxide::size_t oxide_len0_ = static_cast<::oxide::size_t>(oxide_len0); OXIDE_SAME_LEN(out, oxide_len0_); }
