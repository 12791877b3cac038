// A dropped result warns under -Wall: a refused launch whose result is
// ignored, a get()/get_mut() whose element is never looked at (the check
// then guards nothing). clang -Wall with -verify; nvcc warns by default:
// FileCheck on each line.
// RUN: %clang_cuda -Wall -fsyntax-only -Xclang -verify %s
// RUN: %nvcc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC
#include <oxide/oxide.cuh>

__global__ void drops(oxide::slice<const float> in, oxide::disjoint_slice<float> out) {
  in.get(0);                         // expected-warning {{ignoring return value}}
  // NVCC-DAG: results_cannot_be_dropped.cu([[@LINE-1]]): warning #{{2809|3004}}-D: {{.*}}"nodiscard"
  out.get_mut(oxide::thread::index_1d()); // expected-warning {{ignoring return value}}
  // NVCC-DAG: results_cannot_be_dropped.cu([[@LINE-1]]): warning #{{2809|3004}}-D: {{.*}}"nodiscard"
  out.get_mut_indexed();             // expected-warning {{ignoring return value}}
  // NVCC-DAG: results_cannot_be_dropped.cu([[@LINE-1]]): warning #{{2809|3004}}-D: {{.*}}"nodiscard"
}

__global__ void k(oxide::disjoint_slice<float> out);

template <> struct oxide::kernel_traits<&k> {
  static constexpr const char *name = "k";
  static constexpr bool raw = false;
  static constexpr contract_spec contract{};
  static constexpr const char *param_names[] = {"out", nullptr};
  static std::optional<error> check_requires(const auto &...) { return std::nullopt; }
  static cudaError_t launch(dim3, dim3, std::size_t, cudaStream_t, const auto &...) { return cudaSuccess; }
};

void host(oxide::disjoint_slice<float> out) {
  const auto cfg = oxide::launch_config::grid_1d(1, 32);
  oxide::launch<k>(nullptr, cfg, out);            // expected-warning {{ignoring return value}}
  // NVCC-DAG: results_cannot_be_dropped.cu([[@LINE-1]]): warning #{{2809|3004}}-D: {{.*}}"nodiscard"
  oxide::launch_unchecked<k>(nullptr, cfg, out);  // expected-warning {{ignoring return value}}
  // NVCC-DAG: results_cannot_be_dropped.cu([[@LINE-1]]): warning #{{2809|3004}}-D: {{.*}}"nodiscard"
  oxide::prepare<k>(cfg);                         // expected-warning {{ignoring return value}}
  // NVCC-DAG: results_cannot_be_dropped.cu([[@LINE-1]]): warning #{{2809|3004}}-D: {{.*}}"nodiscard"
  if (auto p = oxide::prepare<k>(cfg))
    p->run(nullptr, out);                         // expected-warning {{ignoring return value}}
  // NVCC-DAG: results_cannot_be_dropped.cu([[@LINE-1]]): warning #{{2809|3004}}-D: {{.*}}"nodiscard"
}
