// Valid contracts, in every form, give no diagnostic at all.
// RUN: %clang_cuda_plugin -fsyntax-only -Xclang -verify -Wall -Wextra -Wno-unused-parameter %s
// expected-no-diagnostics
#include <oxide/oxide.cuh>

#include <cstdint>

using in_t = oxide::slice<const float>;
typedef oxide::disjoint_slice<float> out_t;
using count_t = std::uint32_t;
namespace alias = oxide;

// The Rust original's accepted relation, with aliases for every type.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = ((input.len() - 1) * 2 + 0 >= n * 3, output.len() >= n)")]]
__global__ void aliases(in_t input, out_t output, count_t n) {}

// One string; several strings; concatenated literals; a trailing comma.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, coordinates = u32, block = (16, 16, 1), requires = (k >= 1, a.len() >= m * k, b.len() >= k * n, c.len() >= m * n)")]]
__global__ void __launch_bounds__(256)
sgemm(std::uint32_t m, std::uint32_t n, std::uint32_t k, float alpha, oxide::slice<const float> a,
      oxide::slice<const float> b, float beta, oxide::disjoint_slice<float, oxide::index2d<64>> c) {}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1", "block = (128, 1, 1)", "requires = (" "a.len() == b.len(), "
                         "out.len() <= a.len(),)")]]
__global__ void pieces(alias::slice<const int> a, alias::slice<const int> b, alias::disjoint_slice<int> out) {}

// The macro spelling.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (64, 1, 1), requires = (data.len() >= 4 * n, n != 0))
__global__ void with_macro(oxide::slice<const double> data, unsigned long long n) {}

// Launch bounds instead of an exact block; every shared-memory key; every width of unsigned.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 3, dynamic_shared_range = (0, 49152), dynamic_shared_alignment = 128",
                         "min_compute_capability = (9, 0), requires = (x < 0x100, y <= 65535u, z > 0, w >= x + y + z)")]]
__global__ void __launch_bounds__(512) volume(unsigned char x, unsigned short y, unsigned z, std::uint64_t w) {}

// A block of exactly the launch bound, in three dimensions.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 3, block = (8, 8, 8), dynamic_shared = 4096")]]
__global__ void __launch_bounds__(512) cube(oxide::disjoint_slice<float> out) {}

// A kernel template: checked per instantiation.
template <class T>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1), requires = (out.len() >= n)")]]
__global__ void fill(oxide::disjoint_slice<T> out, unsigned n, T value) {}
template __global__ void fill<float>(oxide::disjoint_slice<float>, unsigned, float);
