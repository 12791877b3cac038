// vecadd: c[i] = a[i] + b[i], written the safe way.
//
// Three kernels, each a claim about codegen that test/ptx/vecadd_*.test checks:
//   vecadd         reads with checked a[i]: the compare-and-trap stays.
//   vecadd_get     reads with get(i).value_or(0): one compare, no trap.
//   fill           writes only through disjoint_slice::get_mut: no trap.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)",
                         "requires = (a.len() >= c.len(), b.len() >= c.len())")]]
__global__ void vecadd(oxide::slice<const float> a, oxide::slice<const float> b,
                       oxide::disjoint_slice<float> c) {
  auto idx = oxide::thread::index_1d(); // this thread's element of c, or none
  const auto i = idx.get();
  if (auto out = c.get_mut(idx))
    *out = a[i] + b[i]; // checked: traps if a or b is shorter than c
}

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (256, 1, 1)")]]
__global__ void vecadd_get(oxide::slice<const float> a, oxide::slice<const float> b,
                           oxide::disjoint_slice<float> c) {
  if (auto [out, idx] = c.get_mut_indexed(); out)
    *out = a.get(idx.get()).value_or(0.0f) + b.get(idx.get()).value_or(0.0f);
}

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (256, 1, 1))
__global__ void fill(oxide::disjoint_slice<float> c, float value) {
  if (auto out = c.get_mut(oxide::thread::index_1d()))
    *out = value;
}

namespace {

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "vecadd: %s: %s\n", what, e.message().c_str());
  return 1;
}

// Checks one kernel's output against the CPU; prints one line.
bool matches(const char *name, const std::vector<float> &got, const std::vector<float> &want) {
  size_t bad = 0;
  for (size_t i = 0; i < want.size(); ++i)
    bad += std::memcmp(&got[i], &want[i], sizeof(float)) != 0;
  std::printf("  %-10s %zu elements, %zu mismatches against the CPU\n", name, want.size(), bad);
  return bad == 0;
}

} // namespace

int main() {
  // Not a multiple of the block size: the last block has threads that own
  // nothing, and get_mut gives them nothing.
  constexpr size_t n = (1u << 20) + 37;
  constexpr unsigned block = 256;
  const unsigned grid = static_cast<unsigned>((n + block - 1) / block);

  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("vecadd: no CUDA device; nothing to run\n");
    return 2;
  }
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, 0);
  std::printf("vecadd on %s (sm_%d%d), n = %zu, grid %u x block %u\n", prop.name, prop.major,
              prop.minor, n, grid, block);

  std::vector<float> ha(n), hb(n), want(n);
  for (size_t i = 0; i < n; ++i) {
    ha[i] = std::sin(0.001f * float(i));
    hb[i] = 0.5f * float(i % 1013);
    want[i] = ha[i] + hb[i];
  }
  try {
    oxide::device_buffer<float> a(n), b(n), c(n);
    if (auto st = a.copy_from_host(ha); !st)
      return fail("copy a", st.error());
    if (auto st = b.copy_from_host(hb); !st)
      return fail("copy b", st.error());

    bool ok = true;
    auto run = [&](const char *name, auto launch) {
      if (auto st = launch(); !st) {
        std::printf("  %-10s refused: %s\n", name, st.error().message().c_str());
        ok = false;
        return;
      }
      if (cudaError_t st = cudaDeviceSynchronize(); st != cudaSuccess) {
        std::printf("  %-10s launch failed: %s\n", name, cudaGetErrorString(st));
        ok = false;
        return;
      }
      auto got = c.to_host();
      ok &= got && matches(name, *got, want);
    };
    // The generated launchers check the contract (geometry, `requires`,
    // aliasing, device limits) before the GPU is touched.
    const auto cfg = oxide::launch_config::grid_1d(grid); // block: the contract's (256, 1, 1)
    run("vecadd", [&] { return oxide::launch<vecadd>(nullptr, cfg, a, b, c); });
    run("vecadd_get", [&] { return oxide::launch<vecadd_get>(nullptr, cfg, a, b, c); });

    // fill through get_mut only. Then the fail-closed witness: a 2D grid
    // gives every thread an invalid index_1d, so fill writes nothing. The
    // checked launcher refuses that launch (domain = 1), so it goes through
    // launch_unchecked, where only the device's fail-closed index protects.
    if (auto st = oxide::launch<fill>(nullptr, cfg, c, 7.0f); !st)
      return fail("fill", st.error());
    auto two_d = oxide::launch_config::grid_2d({grid, 2}, {block, 1});
    if (auto st = oxide::launch<fill>(nullptr, two_d, c, -1.0f); st)
      return std::printf("fill: a 2D launch of a domain-1 kernel was not refused\n"), 1;
    else
      std::printf("  %-10s refused on the CPU: %s\n", "fill 2D", st.error().message().c_str());
    if (auto st = oxide::launch_unchecked<fill>(nullptr, two_d, c, -1.0f); !st)
      return fail("fill 2D unchecked", st.error());
    if (cudaDeviceSynchronize() != cudaSuccess)
      return std::printf("fill failed\n"), 1;
    auto filled = c.to_host();
    size_t sevens = 0;
    for (float v : *filled)
      sevens += v == 7.0f;
    std::printf("  %-10s %zu of %zu elements hold 7 after a 1D fill(7) and a 2D fill(-1)\n",
                "fill", sevens, n);
    ok &= sevens == n;

    std::printf(ok ? "SUCCESS: vecadd matches the CPU bitwise\n" : "FAILURE\n");
    return ok ? 0 : 1;
  } catch (const oxide::cuda_exception &e) {
    return fail("device_buffer", e.error());
  }
}
