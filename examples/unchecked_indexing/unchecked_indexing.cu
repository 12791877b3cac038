// unchecked_indexing: [[oxide::unchecked_indexing]] removes the check behind
// `a[i]` in one kernel and in what it calls, and nowhere else.
//
//   indexed_sum_checked     c[i] = a[i] + b[i] + a[2i + 1], checked
//   indexed_sum_unchecked   the same body, flagged: no check left
//   scaled_gather<T>        a flagged kernel template; its body is the generic
//                           helper gather<T>, which oxide-rewrite copies
//   gather_then_check       NOT flagged, calls the same gather<float>: it keeps
//                           every check, the helper's included (never leaks)
//   window_sum              flagged, but reads through subslice(): subslice
//                           keeps its check, only `[]` loses it
//
// The contract's `requires` proves every index on the host, which is what
// makes the flag sound here: the launcher refuses an `a` shorter than 2 * c.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "oxide/verify/PtxAnalysis.h"

#ifndef OXIDE_EXAMPLE_PTX // set by CMake; a bare path otherwise
#define OXIDE_EXAMPLE_PTX "unchecked_indexing.ptx"
#endif

#define SUM_CONTRACT "domain = 1, block = (256, 1, 1)", \
                     "requires = (a.len() >= 2 * c.len(), b.len() >= c.len())"

[[oxide::kernel]]
[[oxide::launch_contract(SUM_CONTRACT)]]
__global__ void indexed_sum_checked(oxide::slice<const float> a, oxide::slice<const float> b,
                                    oxide::disjoint_slice<float> c) {
  if (auto [out, idx] = c.get_mut_indexed(); out) {
    const size_t i = idx.get();
    *out = a[i] + b[i] + a[2 * i + 1];
  }
}

[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract(SUM_CONTRACT)]]
__global__ void indexed_sum_unchecked(oxide::slice<const float> a, oxide::slice<const float> b,
                                      oxide::disjoint_slice<float> c) {
  if (auto [out, idx] = c.get_mut_indexed(); out) {
    const size_t i = idx.get();
    *out = a[i] + b[i] + a[2 * i + 1];
  }
}

// The shared helper: generic, itself unflagged, checked wherever it is called
// from code without the flag.
template <class T>
__device__ T gather(oxide::slice<const T> a, oxide::slice<const T> b, size_t i) {
  return T(2) * a[2 * i] + b[i];
}

template <class T>
[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract(SUM_CONTRACT)]]
__global__ void scaled_gather(oxide::slice<const T> a, oxide::slice<const T> b,
                              oxide::disjoint_slice<T> c) {
  if (auto [out, idx] = c.get_mut_indexed(); out)
    *out = gather<T>(a, b, idx.get());
}
template __global__ void scaled_gather<float>(oxide::slice<const float>, oxide::slice<const float>,
                                              oxide::disjoint_slice<float>);

[[oxide::kernel]]
[[oxide::launch_contract(SUM_CONTRACT)]]
__global__ void gather_then_check(oxide::slice<const float> a, oxide::slice<const float> b,
                                  oxide::disjoint_slice<float> c) {
  if (auto [out, idx] = c.get_mut_indexed(); out) {
    const size_t i = idx.get();
    *out = gather<float>(a, b, i) + a[2 * i + 1] + b[i];
  }
}

[[oxide::kernel]] [[oxide::unchecked_indexing]]
[[oxide::launch_contract(SUM_CONTRACT)]]
__global__ void window_sum(oxide::slice<const float> a, oxide::slice<const float> b,
                           oxide::disjoint_slice<float> c) {
  if (auto [out, idx] = c.get_mut_indexed(); out) {
    const size_t i = idx.get();
    const auto w = a.subslice(2 * i, 2 * i + 2); // checked: subslice keeps its trap
    *out = w[0] + w[1] + b[i];                   // unchecked
  }
}

namespace {

int verify_ptx(const char *path) {
  const auto read = oxide::verify::analysePtxFile(path);
  if (!read) {
    std::printf("unchecked_indexing: cannot read %s (build the unchecked_indexing_ptx target)\n", path);
    return 2;
  }
  const auto &entries = *read;
  auto traps = [&](const char *name) {
    for (const auto &e : entries)
      if (e.BaseName == name)
        return int(e.Traps);
    return -1;
  };
  std::printf("  %d trap(s) in indexed_sum_checked, %d in indexed_sum_unchecked, %d in scaled_gather "
              "(generic, flagged), %d in gather_then_check (unflagged caller), %d in window_sum "
              "(flagged, subslice)\n",
              traps("indexed_sum_checked"), traps("indexed_sum_unchecked"), traps("scaled_gather"),
              traps("gather_then_check"), traps("window_sum"));
  const char *claims[] = {
      "indexed_sum_checked:traps>=1",  "indexed_sum_checked:branches>=1",
      "indexed_sum_unchecked:traps==0", "scaled_gather:traps==0",
      "gather_then_check:traps>=1",    "gather_then_check:branches>=1",
      "window_sum:traps>=1"};
  bool ok = true;
  for (const char *claim : claims)
    for (const std::string &failure : oxide::verify::checkExpectation(entries, claim)) {
      std::printf("  FAILED %s: %s\n", claim, failure.c_str());
      ok = false;
    }
  if (ok)
    std::printf("PTX structure verified: traps in checked entries, none in flagged entries "
                "(subslice keeps its own).\n");
  return ok ? 0 : 1;
}

bool same_bits(const std::vector<float> &x, const std::vector<float> &y) {
  return x.size() == y.size() && std::memcmp(x.data(), y.data(), x.size() * sizeof(float)) == 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "--verify-ptx") == 0)
    return verify_ptx(argc > 2 ? argv[2] : OXIDE_EXAMPLE_PTX);

  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("unchecked_indexing: no CUDA device; run --verify-ptx for the PTX claims\n");
    return 2;
  }
  constexpr size_t n = 1024;
  std::mt19937 rng(1129);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> ha(2 * n), hb(n);
  for (float &x : ha)
    x = dist(rng);
  for (float &x : hb)
    x = dist(rng);
  std::vector<float> sum(n), gath(n), both(n), win(n);
  for (size_t i = 0; i < n; ++i) {
    sum[i] = ha[i] + hb[i] + ha[2 * i + 1];
    gath[i] = 2.0f * ha[2 * i] + hb[i];
    both[i] = gath[i] + ha[2 * i + 1] + hb[i];
    win[i] = ha[2 * i] + ha[2 * i + 1] + hb[i];
  }
  try {
    oxide::device_buffer<float> a(2 * n), b(n), c(n);
    if (!a.copy_from_host(ha) || !b.copy_from_host(hb))
      return std::printf("unchecked_indexing: copy failed\n"), 1;
    const auto cfg = oxide::launch_config::grid_1d(n / 256);
    bool ok = true;
    std::vector<std::vector<float>> got;
    auto run = [&](const char *name, auto launch, const std::vector<float> &want) {
      cudaMemset(c.data(), 0xff, n * sizeof(float)); // poison: unwritten shows up
      if (auto st = launch(); !st) {
        std::printf("  %-22s refused: %s\n", name, st.error().message().c_str());
        ok = false;
        return;
      }
      auto out = c.to_host();
      if (cudaDeviceSynchronize() != cudaSuccess || !out) {
        std::printf("  %-22s failed\n", name);
        ok = false;
        return;
      }
      const bool match = same_bits(*out, want);
      std::printf("  %-22s %s the CPU bitwise\n", name, match ? "matches" : "DIFFERS from");
      ok &= match;
      got.push_back(*out);
    };
    run("indexed_sum_checked", [&] { return oxide::launch<indexed_sum_checked>(nullptr, cfg, a, b, c); }, sum);
    run("indexed_sum_unchecked", [&] { return oxide::launch<indexed_sum_unchecked>(nullptr, cfg, a, b, c); }, sum);
    run("scaled_gather<float>", [&] { return oxide::launch<scaled_gather<float>>(nullptr, cfg, a, b, c); }, gath);
    run("gather_then_check", [&] { return oxide::launch<gather_then_check>(nullptr, cfg, a, b, c); }, both);
    run("window_sum", [&] { return oxide::launch<window_sum>(nullptr, cfg, a, b, c); }, win);
    if (got.size() >= 2) {
      const bool same = same_bits(got[0], got[1]);
      std::printf("  checked == unchecked bitwise: %s\n", same ? "yes" : "NO");
      ok &= same;
    }
    // The promise behind the flag is the contract: a short `a` never reaches the GPU.
    oxide::device_buffer<float> short_a(n);
    if (auto st = oxide::launch<indexed_sum_unchecked>(nullptr, cfg, short_a, b, c); st) {
      std::printf("  a short `a` was not refused\n");
      ok = false;
    } else {
      std::printf("  short a refused on the CPU: %s\n", st.error().message().c_str());
    }
    std::printf(ok ? "SUCCESS: unchecked_indexing elides bounds checks; default is unchanged\n"
                   : "FAILURE\n");
    return ok ? 0 : 1;
  } catch (const oxide::cuda_exception &e) {
    std::printf("unchecked_indexing: %s\n", e.error().message().c_str());
    return 1;
  }
}
