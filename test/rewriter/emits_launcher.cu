// What oxide-rewrite writes: the attributes blanked in place (lines
// unchanged), an exact block as OXIDE_BLOCK_SIZE (in place of
// __launch_bounds__) with no shape check (no [[oxide::unsafe]] block), the launcher right after the kernel, inside the right
// namespaces, and #line directives back to this file.
// RUN: %oxide-rewrite %s -o %t.cu
// RUN: FileCheck %s --match-full-lines --strict-whitespace < %t.cu
// RUN: FileCheck %s --check-prefix=CLEAN < %t.cu
// RUN: %nvcc -c %t.cu -o %t.o
// RUN: %clang_cuda -c %t.cu -o %t.clang.o
// The contract's facts reach the device as OXIDE_ASSUME at the kernel's entry;
// --no-contract-assumptions leaves them out.
// RUN: %oxide-rewrite %s -o %t.noassume.cu --no-contract-assumptions
// RUN: FileCheck %s --check-prefix=NOASSUME < %t.noassume.cu
// NOASSUME-NOT: {{^[^/]*}}OXIDE_ASSUME(
// CLEAN-NOT: {{^[^/]*\[\[oxide::}}
// CLEAN-NOT: {{^[^/]*OXIDE_LAUNCH_CONTRACT\(}}
#include <oxide/oxide.cuh>

namespace math {
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)",
                         "requires = (y.len() >= x.len(), x.len() >= n)")]]
__global__ void axpy(float a, oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned n) {
  if (auto [out, i] = y.get_mut_indexed(); out)
    *out += a * x.get(i.get()).value_or(0.0f);
}
} // namespace math

// CHECK:#line 1 "{{.*}}emits_launcher.cu"
// CHECK:namespace math {
// CHECK-NEXT:{{ +}}
// CHECK-NEXT:{{ +}}
// CHECK-NEXT:{{ +}}
// CHECK-NEXT:__global__ void OXIDE_BLOCK_SIZE(128, 1, 1) axpy(float a, oxide::slice<const float> x, oxide::disjoint_slice<float> y, unsigned n) { OXIDE_ASSUME(oxide_fact, static_cast<unsigned long long>(y.len()) >= static_cast<unsigned long long>(x.len())); OXIDE_ASSUME(oxide_fact, static_cast<unsigned long long>(x.len()) >= static_cast<unsigned long long>(n));
// CHECK:#line {{[0-9]+}} "{{.*}}emits_launcher.cu.tmp.cu" // oxide-rewrite: launcher of math::axpy
// CHECK-NEXT:}{{ }}
// CHECK-NEXT:// oxide-rewrite: the launcher of axpy (oxide/launch.cuh).
// CHECK-NEXT:#if OXIDE_PROTOCOL_VERSION != 3 && !defined(OXIDE_PROTOCOL_REFUSED)
// CHECK-NEXT:#  define OXIDE_PROTOCOL_REFUSED
// CHECK-NEXT:#  error "oxide: this launcher was written by an oxide-rewrite of generated-code protocol 3, and <oxide/launch.cuh> is another oxide's; build with the oxide-rewrite and the headers of one installation"
// CHECK-NEXT:#endif
// CHECK-NEXT:template <> struct oxide::kernel_traits<&::math::axpy> {
// CHECK-NEXT:  static constexpr const char *name = "axpy";
// CHECK-NEXT:  static constexpr bool raw = false;
// CHECK-NEXT:  static constexpr ::oxide::contract_spec contract = {.domain = 1, .has_block = true, .block = {128, 1, 1}, .max_threads = 0ull, .u32_coordinates = false, .has_dynamic_shared = false, .dynamic_shared_min = 0ull, .dynamic_shared_max = 0ull, .dynamic_shared_alignment = 1ull, .min_cc_major = 0, .min_cc_minor = 0};
// CHECK-NEXT:  static constexpr const char *param_names[] = {"a", "x", "y", "n", nullptr};
// CHECK:  static std::optional<::oxide::launch_error> check_requires({{\[\[}}maybe_unused{{\]\]}} const ::oxide::launch_config &oxide_launch, {{\[\[}}maybe_unused{{\]\]}} const OxideArg0 &a, {{\[\[}}maybe_unused{{\]\]}} const OxideArg1 &x, {{\[\[}}maybe_unused{{\]\]}} const OxideArg2 &y, {{\[\[}}maybe_unused{{\]\]}} const OxideArg3 &n) {
// CHECK-NEXT:    if (auto oxide_error = ::oxide::detail::check_relation("axpy", "y.len() >= x.len()", {::oxide::detail::comparison{"y.len() >= x.len()", ::oxide::detail::relation_op::ge, ::oxide::detail::side{::oxide::detail::value("y.len()", y.len())}, ::oxide::detail::side{::oxide::detail::value("x.len()", x.len())}}}))
// CHECK:    if (auto oxide_error = ::oxide::detail::check_relation("axpy", "x.len() >= n", {::oxide::detail::comparison{"x.len() >= n", ::oxide::detail::relation_op::ge, ::oxide::detail::side{::oxide::detail::value("x.len()", x.len())}, ::oxide::detail::side{::oxide::detail::value("n", n)}}}))
// CHECK:    void *oxide_args[] = {const_cast<void *>(static_cast<const void *>(&oxide_arg0)), const_cast<void *>(static_cast<const void *>(&oxide_arg1)), const_cast<void *>(static_cast<const void *>(&oxide_arg2)), const_cast<void *>(static_cast<const void *>(&oxide_arg3))};
// CHECK-NEXT:    return cudaLaunchKernel(reinterpret_cast<const void *>(&::math::axpy), oxide_grid, oxide_block, oxide_args, oxide_shared, oxide_stream);
// CHECK:namespace math {{[{] }}
// CHECK-NEXT:#line [[#@LINE-27]] "{{.*}}emits_launcher.cu"
// CHECK-EMPTY:
// CHECK-NEXT:} // namespace math

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (32, 1, 1))
__global__ void declared_only(oxide::disjoint_slice<int> out);
// CHECK:{{ +}}
// CHECK-NEXT:{{ +}}
// CHECK-NEXT:__global__ void OXIDE_BLOCK_SIZE(32, 1, 1) declared_only(oxide::disjoint_slice<int> out);
// CHECK-NEXT:#line {{[0-9]+}} "{{.*}}emits_launcher.cu.tmp.cu" // oxide-rewrite: launcher of declared_only
// CHECK-NEXT:// oxide-rewrite: the launcher of declared_only (oxide/launch.cuh).
// CHECK:    return cudaLaunchKernel(reinterpret_cast<const void *>(&::declared_only), oxide_grid, oxide_block, oxide_args, oxide_shared, oxide_stream);
// CHECK:#line [[#@LINE-7]] "{{.*}}emits_launcher.cu"

__global__ void device_side(int *p) {
  // SAFETY: one thread writes one element.
  [[oxide::unsafe]] { p[0] = 1; }
}
// CHECK:  {{ +}} { p[0] = 1; }

[[oxide::kernel]] [[oxide::launch_contract("domain = 2, block = (16, 16, 1)")]]
__global__ void __launch_bounds__(256) tiled(oxide::disjoint_slice<float, oxide::index2d<64>> out) {}
// CHECK:__global__ void OXIDE_BLOCK_SIZE(16, 16, 1) tiled(oxide::disjoint_slice<float, oxide::index2d<64>> out) {}
