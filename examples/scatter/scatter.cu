// scatter: a scatter-add ported from Andrej Karpathy's llm.c (the GPT-2
// encoder's backward pass, encoder_backward_kernel in train_gpt2_fp32.cu),
// with no unsafe code, against that kernel verbatim as its raw twin
// (scatter_raw.cu, with llm.c's MIT license).
//
//   encoder_scatter_add   oxide: one thread an element (b, t, c) of dout; it
//                         reads its token id inp[b * T + t] and dout[b, t, c]
//                         through checked slices, and adds the gradient into
//                         dwte row `token` and dwpe row t through
//                         oxide::atomic_slice (fetch_add: CUDA's atomicAdd
//                         with a bounds check that traps).
//   encoder_backward_kernel (raw)
//                         the same, with atomicAdd on raw pointers: a token
//                         id past dwte's rows writes past it.
//
// Any thread may add into any row of dwte (the rows are token ids, read from
// memory), and B threads add into each element of dwpe: an output no index
// space can split between threads. atomic_slice is the safe form of that:
// every access is an atomic read-modify-write, so two threads adding into one
// element do not race, and the launcher refuses a launch where dwte or dwpe
// overlaps another buffer (dout read plainly while another thread adds into
// it would race).
//
// The contract states what the raw kernel assumes without saying: the
// element count B * T * C fits its int, the grid covers it, and inp, dout
// and dwpe are long enough. The token ids are data: each is checked against
// dwte's length where it is used.
//
// Float atomics add in whatever order the threads reach them, so two runs of
// either kernel may differ in the last bits. The correctness runs use
// gradients that are multiples of 1/128 (every partial sum is exact in
// float, whatever the order): there safe, raw and the CPU agree bit for bit.
// The bench uses random floats and checks each kernel against a CPU sum in
// double, within the bound any summation order meets (README). The safe
// kernel must run at >= 99% of the raw one's speed.
#include <oxide/oxide.cuh>
#include <oxide/buffer.cuh>

#include "common/bench.h"
#include "scatter/scatter_raw.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#ifdef OXIDE_EXAMPLE_PTX
#  include "oxide/verify/PtxAnalysis.h"

#  include <fstream>
#  include <map>
#  include <sstream>
#endif

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, coordinates = u32",
                         "requires = (B * T * C <= 2147483647, threads >= B * T * C, "
                         "inp.len() >= B * T, dout.len() == B * T * C, dwpe.len() >= T * C)")]]
__global__ void __launch_bounds__(1024)
    encoder_scatter_add(oxide::atomic_slice<float> dwte, oxide::atomic_slice<float> dwpe,
                        oxide::slice<const float> dout, oxide::slice<const int> inp, int B, int T,
                        int C) {
  // The raw kernel's arithmetic, in u32: the contract bounds B * T * C by
  // INT_MAX (none of it wraps), and `coordinates = u32` the thread index.
  const unsigned idx = blockIdx.x * blockDim.x + threadIdx.x;
  // dout is exactly B * T * C elements (the contract): its checked read is
  // the guard, one compare where `idx < B * T * C` and dout[idx] were two.
  if (const auto dp = dout.get(idx)) {
    const float d = *dp; // read once (the raw kernel reads it again after its first atomicAdd)
    const unsigned ut = unsigned(T), uc = unsigned(C);
    const unsigned bt = idx / uc; // b * T + t
    const unsigned t = bt % ut;
    const unsigned c = idx % uc;

    // bt is the raw kernel's offset b * T + t: read with it directly (one
    // division fewer than rebuilding it from b).
    const int ix = inp[bt]; // a token id: data, checked where it is used

    // In 64 bits, so a huge or negative id cannot wrap back inside dwte:
    // past its end (a negative one far past it) traps.
    dwte.fetch_add(size_t(static_cast<long long>(ix) * C + c), d);
    dwpe.fetch_add(t * uc + c, d);
  }
}

namespace {

constexpr unsigned block_size = 256; // llm.c's encoder_backward

int fail(const char *what, const oxide::error &e) {
  std::fprintf(stderr, "scatter: %s: %s\n", what, e.message().c_str());
  return 1;
}
bool cuda_ok(const char *what) { return oxide_examples::cuda_ok("scatter", what); }

// One encoder backward: dout is (B, T, C), inp (B, T) token ids below V,
// dwte (Vp, C) with Vp >= V (llm.c pads the vocabulary: 50257 ids, 50304
// rows), dwpe (T, C).
struct shape {
  const char *label;
  int B, T, C, V, Vp;
  size_t n() const { return size_t(B) * T * C; }
};

oxide::launch_config config_for(size_t n) {
  return oxide::launch_config::grid_1d(unsigned((n + block_size - 1) / block_size), block_size);
}

oxide::result<void> launch_safe(oxide::device_buffer<float> &dwte, oxide::device_buffer<float> &dwpe,
                                oxide::device_buffer<float> &dout, oxide::device_buffer<int> &inp,
                                const shape &s) {
  return oxide::launch<encoder_scatter_add>(nullptr, config_for(s.n()), dwte, dwpe, dout, inp, s.B,
                                            s.T, s.C);
}

void launch_raw(oxide::device_buffer<float> &dwte, oxide::device_buffer<float> &dwpe,
                oxide::device_buffer<float> &dout, oxide::device_buffer<int> &inp, const shape &s) {
  encoder_backward_raw_launch(dwte.data(), dwpe.data(), dout.data(), inp.data(), s.B, s.T, s.C);
}

// llm.c's CPU reference (encoder_backward_cpu in dev/cuda/encoder_backward.cu),
// in order: dwte[inp[b, t]] += dout[b, t], dwpe[t] += dout[b, t].
void cpu_encoder_backward(std::vector<float> &dwte, std::vector<float> &dwpe,
                          const std::vector<float> &dout, const std::vector<int> &inp,
                          const shape &s) {
  for (size_t b = 0; b < size_t(s.B); ++b)
    for (size_t t = 0; t < size_t(s.T); ++t) {
      const size_t ix = size_t(inp[b * s.T + t]);
      for (size_t c = 0; c < size_t(s.C); ++c) {
        const float d = dout[(b * s.T + t) * s.C + c];
        dwte[ix * s.C + c] += d;
        dwpe[t * s.C + c] += d;
      }
    }
}

// Multiples of 1/128 in [-1, 1]: every partial sum of a few thousand of them
// is exact in float, so the order of the atomic adds cannot change a bit.
std::vector<float> dyadic_floats(size_t n, std::mt19937 &rng) {
  std::uniform_int_distribution<int> dist(-128, 128);
  std::vector<float> v(n);
  for (float &x : v)
    x = float(dist(rng)) / 128.0f;
  return v;
}

std::vector<int> random_tokens(size_t n, int V, std::mt19937 &rng) {
  std::uniform_int_distribution<int> dist(0, V - 1);
  std::vector<int> v(n);
  for (int &x : v)
    x = dist(rng);
  return v;
}

// One run of both kernels on one shape, adding into gradients that already
// hold values (llm.c accumulates), against the CPU, bit for bit.
bool run_shape(const shape &s, std::mt19937 &rng) {
  const std::vector<float> dout = dyadic_floats(s.n(), rng);
  const std::vector<int> inp = random_tokens(size_t(s.B) * s.T, s.V, rng);
  const std::vector<float> dwte0 = dyadic_floats(size_t(s.Vp) * s.C, rng);
  const std::vector<float> dwpe0 = dyadic_floats(size_t(s.T) * s.C, rng);
  std::vector<float> want_wte = dwte0, want_wpe = dwpe0;
  cpu_encoder_backward(want_wte, want_wpe, dout, inp, s);

  oxide::device_buffer<float> d_dout(dout.size()), wte_safe(dwte0.size()), wte_raw(dwte0.size()),
      wpe_safe(dwpe0.size()), wpe_raw(dwpe0.size());
  oxide::device_buffer<int> d_inp(inp.size());
  const oxide::result<void> copies[] = {d_dout.copy_from_host(dout), d_inp.copy_from_host(inp),
                                        wte_safe.copy_from_host(dwte0), wte_raw.copy_from_host(dwte0),
                                        wpe_safe.copy_from_host(dwpe0), wpe_raw.copy_from_host(dwpe0)};
  for (const auto &st : copies)
    if (!st)
      return fail("copy", st.error()), false;
  if (auto st = launch_safe(wte_safe, wpe_safe, d_dout, d_inp, s); !st)
    return fail("encoder_scatter_add", st.error()), false;
  launch_raw(wte_raw, wpe_raw, d_dout, d_inp, s);
  if (!cuda_ok("launch"))
    return false;
  auto ws = wte_safe.to_host(), wr = wte_raw.to_host(), ps = wpe_safe.to_host(), pr = wpe_raw.to_host();
  const bool match = ws && wr && ps && pr && oxide_examples::bitwise_equal(*ws, want_wte) &&
                     oxide_examples::bitwise_equal(*wr, want_wte) &&
                     oxide_examples::bitwise_equal(*ps, want_wpe) &&
                     oxide_examples::bitwise_equal(*pr, want_wpe);
  std::printf("  %-24s B %-3d T %-4d C %-4d V %-6d: %s\n", s.label, s.B, s.T, s.C, s.V,
              match ? "safe == raw == CPU (bitwise)" : "MISMATCH");
  return match;
}

void report(const char *what, const oxide::result<void> &st) {
  std::printf("  %s: %s\n", what, st ? "NOT REFUSED" : st.error().message().c_str());
}

// The contract's relations and the launcher's overlap check, refused on the
// CPU, where the raw kernel would read past inp, leave elements out, or
// overflow its int element count.
bool refusals() {
  const shape s{"", 4, 64, 96, 1000, 1000};
  oxide::device_buffer<float> dwte(size_t(s.Vp) * s.C), dwpe(size_t(s.T) * s.C), dout(s.n());
  oxide::device_buffer<int> inp(size_t(s.B) * s.T), short_inp(size_t(s.B) * s.T - 1);
  bool ok = true;

  auto st = launch_safe(dwte, dwpe, dout, short_inp, s);
  report("inp one token short", st);
  ok &= !st;

  // A grid one block short of the elements: the raw kernel skips the rest.
  st = oxide::launch<encoder_scatter_add>(nullptr, config_for(s.n() - block_size), dwte, dwpe, dout,
                                          inp, s.B, s.T, s.C);
  report("grid one block short", st);
  ok &= !st;

  // dout is dwte's first elements: a plain read of what other threads add to.
  auto dout_in_dwte = oxide::slice<const float>::from_raw_parts(dwte.data(), s.n());
  st = oxide::launch<encoder_scatter_add>(nullptr, config_for(s.n()), dwte, dwpe, dout_in_dwte, inp,
                                          s.B, s.T, s.C);
  report("dout inside dwte", st);
  ok &= !st;

  // B * T * C past INT_MAX: the raw kernel's `int N = B * T * C` overflows.
  st = oxide::launch<encoder_scatter_add>(nullptr, config_for(s.n()), dwte, dwpe, dout, inp, 4096,
                                          1024, 768);
  report("B * T * C = 3221225472", st);
  ok &= !st;
  return ok;
}

// --bad-token: one token id is dwte's row count, one past its last row. The
// safe kernel traps at that fetch_add (the raw one would add C floats past
// dwte). A trap ends the CUDA context, so this runs on its own.
int bad_token() {
  const shape s{"", 2, 64, 96, 1000, 1000};
  std::vector<int> inp(size_t(s.B) * s.T, 7);
  inp[77] = s.Vp;
  oxide::device_buffer<float> dwte(size_t(s.Vp) * s.C), dwpe(size_t(s.T) * s.C), dout(s.n());
  oxide::device_buffer<int> d_inp(inp.size());
  if (auto st = d_inp.copy_from_host(inp); !st)
    return fail("copy", st.error());
  if (auto st = launch_safe(dwte, dwpe, dout, d_inp, s); !st)
    return fail("encoder_scatter_add", st.error());
  const cudaError_t err = cudaDeviceSynchronize();
  std::printf("  token id %d with %d rows of dwte: %s%s\n", s.Vp, s.Vp,
              err == cudaSuccess ? "NOT TRAPPED" : "the safe kernel trapped: ",
              err == cudaSuccess ? "" : cudaGetErrorName(err));
  std::printf(err != cudaSuccess ? "SUCCESS: the bad token id trapped\n" : "FAILURE\n");
  return err != cudaSuccess ? 0 : 1;
}

// The CPU sum in double of one launch into zeroed gradients, and the bound
// within which any order of float adds lands: for k terms x_i, a float sum
// in any order is within (k - 1) * 2^-24 * sum |x_i| of the exact sum (plus
// terms in 2^-48); k * 2^-24 * sum |x_i| covers both. An element nobody adds
// to must stay exactly 0.
struct reference {
  std::vector<double> sum, abs;
  std::vector<unsigned> terms;
  explicit reference(size_t n) : sum(n, 0.0), abs(n, 0.0), terms(n, 0u) {}
  void add(size_t i, float x) { sum[i] += x, abs[i] += std::fabs(x), ++terms[i]; }
  // The largest |got - sum| over the bound; <= 1 passes.
  double worst(const std::vector<float> &got) const {
    double w = 0;
    for (size_t i = 0; i < got.size(); ++i) {
      const double err = std::fabs(double(got[i]) - sum[i]);
      const double bound = double(terms[i]) * std::ldexp(abs[i], -24);
      w = std::max(w, err == 0 ? 0.0 : bound == 0 ? INFINITY : err / bound);
    }
    return w;
  }
};

size_t bitwise_differences(const std::vector<float> &x, const std::vector<float> &y) {
  size_t d = 0;
  for (size_t i = 0; i < x.size(); ++i)
    d += std::memcmp(&x[i], &y[i], sizeof(float)) != 0;
  return d;
}

// The bench: GPT-2 small's encoder (C 768, 50257 token ids, 50304 rows) at
// B 32, T 1024: 25.2M elements, dout 100 MB (past the 50 MB L2), dwte 155 MB.
bool bench(std::mt19937 &rng) {
  constexpr unsigned reps = 10, samples = 25;
  const shape s{"bench", 32, 1024, 768, 50257, 50304};
  const std::vector<float> dout = oxide_examples::random_floats(s.n(), rng);
  const std::vector<int> inp = random_tokens(size_t(s.B) * s.T, s.V, rng);
  const size_t wte_n = size_t(s.Vp) * s.C, wpe_n = size_t(s.T) * s.C;
  oxide::device_buffer<float> d_dout(s.n()), wte_safe(wte_n), wte_raw(wte_n), wpe_safe(wpe_n),
      wpe_raw(wpe_n);
  oxide::device_buffer<int> d_inp(inp.size());
  if (auto st = d_dout.copy_from_host(dout); !st)
    return fail("copy", st.error()), false;
  if (auto st = d_inp.copy_from_host(inp); !st)
    return fail("copy", st.error()), false;
  // The gradients accumulate over the timed launches, as llm.c's do over a
  // step's micro-batches; the check below starts from zero again.
  cudaMemset(wte_safe.data(), 0, wte_n * sizeof(float));
  cudaMemset(wte_raw.data(), 0, wte_n * sizeof(float));
  cudaMemset(wpe_safe.data(), 0, wpe_n * sizeof(float));
  cudaMemset(wpe_raw.data(), 0, wpe_n * sizeof(float));
  auto run_safe = [&] {
    if (auto st = launch_safe(wte_safe, wpe_safe, d_dout, d_inp, s); !st)
      std::exit(fail("encoder_scatter_add", st.error()));
  };
  auto run_raw = [&] { launch_raw(wte_raw, wpe_raw, d_dout, d_inp, s); };
  const auto [ms_raw, ms_safe] = oxide_examples::time_pair(run_raw, run_safe, reps, samples);
  if (!cuda_ok("bench"))
    return false;

  // The check: one launch of each into zeroed gradients, against the CPU.
  cudaMemset(wte_safe.data(), 0, wte_n * sizeof(float));
  cudaMemset(wte_raw.data(), 0, wte_n * sizeof(float));
  cudaMemset(wpe_safe.data(), 0, wpe_n * sizeof(float));
  cudaMemset(wpe_raw.data(), 0, wpe_n * sizeof(float));
  run_safe();
  run_raw();
  if (!cuda_ok("check"))
    return false;
  reference wte_ref(wte_n), wpe_ref(wpe_n);
  for (size_t bt = 0; bt < size_t(s.B) * s.T; ++bt)
    for (size_t c = 0; c < size_t(s.C); ++c) {
      const float d = dout[bt * s.C + c];
      wte_ref.add(size_t(inp[bt]) * s.C + c, d);
      wpe_ref.add((bt % s.T) * s.C + c, d);
    }
  auto ws = wte_safe.to_host(), wr = wte_raw.to_host(), ps = wpe_safe.to_host(), pr = wpe_raw.to_host();
  if (!ws || !wr || !ps || !pr)
    return std::fprintf(stderr, "scatter: copying the gradients back failed\n"), false;
  const double worst = std::max({wte_ref.worst(*ws), wte_ref.worst(*wr), wpe_ref.worst(*ps),
                                 wpe_ref.worst(*pr)});
  const bool within = worst <= 1.0;
  const size_t differ = bitwise_differences(*ws, *wr) + bitwise_differences(*ps, *pr);

  const double adds = 2.0 * double(s.n()); // two atomic adds an element
  std::printf("\nbench: B 32, T 1024, C 768, 50257 token ids (dwte 50304 rows), block %u, "
              "median of %u samples x %u launches\n",
              block_size, samples, reps);
  std::printf("| kernel | median ms | G atomic adds/s | vs raw |\n|---|---|---|---|\n");
  std::printf("| encoder_scatter_add (oxide, checked launcher) | %.4f | %.1f | %.2f%% |\n", ms_safe,
              adds / ms_safe * 1e-6, 100.0 * ms_raw / ms_safe);
  std::printf("| encoder_backward_kernel (llm.c, raw) | %.4f | %.1f | 100.00%% |\n", ms_raw,
              adds / ms_raw * 1e-6);
  std::printf("check (one launch each, zeroed gradients): both within the any-order bound of the "
              "CPU's double sums: %s (worst error / bound %.3f); safe and raw differ bitwise in %zu "
              "of %zu elements (the order of the float adds)\n",
              within ? "yes" : "NO", worst, differ, wte_n + wpe_n);
  oxide_examples::report_pair("encoder_scatter_add", "B 32 x T 1024 x C 768, 50304-row dwte",
                              ms_raw, ms_safe, within);
  return within;
}

#ifdef OXIDE_EXAMPLE_PTX
// The atomics of each .entry, by opcode ("red.global.add.f32" -> 2): the PTX
// analyser counts loads and stores, not atomics.
std::map<std::string, std::map<std::string, unsigned>> atomics_by_entry(const std::string &ptx) {
  std::map<std::string, std::map<std::string, unsigned>> out;
  std::istringstream in(ptx);
  std::string line, entry;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::vector<std::string> w;
    for (std::string x; words >> x;)
      w.push_back(x);
    size_t i = 0;
    while (i < w.size() && (w[i] == ".visible" || w[i] == ".weak" || w[i][0] == '@'))
      ++i; // linkage, or an instruction's predicate
    if (i + 1 < w.size() && w[i] == ".entry") {
      entry = w[i + 1].substr(0, w[i + 1].find('('));
      out[entry];
    } else if (i < w.size() && !entry.empty() &&
               (w[i].rfind("red.", 0) == 0 || w[i].rfind("atom.", 0) == 0)) {
      ++out[entry][w[i]];
    }
  }
  return out;
}

// What --verify-ptx claims, against the raw twin's PTX in the same file:
// - the same atomics: two atom.global.add.f32 in each, results unused (PTX
//   spells the add `atom` in both; ptxas makes an atomic whose result is
//   unused a RED in SASS, the same for both);
// - one load of dout[b, t, c] where the raw kernel has two: its atomicAdd
//   into dwte may alias dout, so it reads *dout_btc again for dwpe; the safe
//   kernel's launcher refuses that overlap, and it reads once;
// - three bounds checks (inp, dwte, dwpe: dout's is the kernel's guard), no
//   call, no 64-bit division; none in the raw kernel.
int verify_ptx(const char *path) {
  const auto read = oxide::verify::analysePtxFile(path);
  std::ifstream file(path);
  if (!read || !file)
    return std::printf("scatter: cannot read %s\n", path), 2;
  std::stringstream text;
  text << file.rdbuf();
  const auto &entries = *read;
  std::vector<std::string> failures;
  for (const char *claim :
       {"encoder_scatter_add:traps==3", "encoder_scatter_add:calls==0",
        "encoder_scatter_add:div64==0", "encoder_scatter_add:st.global==0",
        "encoder_backward_kernel:traps==0", "encoder_backward_kernel:calls==0"})
    for (std::string &f : oxide::verify::checkExpectation(entries, claim))
      failures.push_back(std::string(claim) + ": " + f);
  const std::map<std::string, unsigned> safe_loads{{"ld.global.f32", 1}, {"ld.global.s32", 1}},
      raw_loads{{"ld.global.f32", 2}, {"ld.global.u32", 1}};
  for (const auto &e : entries) {
    if (e.BaseName == "encoder_scatter_add" && e.GlobalLoads != safe_loads)
      failures.push_back("encoder_scatter_add: expected one ld.global.f32 (dout) and one "
                         "ld.global.s32 (inp, widened for dwte's 64-bit index)");
    if (e.BaseName == "encoder_backward_kernel" && e.GlobalLoads != raw_loads)
      failures.push_back("encoder_backward_kernel: expected two ld.global.f32 (dout, read twice) "
                         "and one ld.global.u32 (inp)");
  }
  std::printf("%s", oxide::verify::summary(entries).c_str());

  std::map<std::string, unsigned> safe_atomics, raw_atomics;
  for (const auto &[name, ops] : atomics_by_entry(text.str())) {
    const char *base = name.find("encoder_scatter_add") != std::string::npos     ? "encoder_scatter_add"
                       : name.find("encoder_backward_kernel") != std::string::npos ? "encoder_backward_kernel"
                                                                                   : nullptr;
    if (!base)
      continue;
    for (const auto &[op, n] : ops) {
      std::printf("%s: %s x %u\n", base, op.c_str(), n);
      (std::strcmp(base, "encoder_scatter_add") == 0 ? safe_atomics : raw_atomics)[op] += n;
    }
  }
  const std::map<std::string, unsigned> two_adds{{"atom.global.add.f32", 2}};
  if (safe_atomics != two_adds || raw_atomics != two_adds)
    failures.push_back("expected two atom.global.add.f32 in each kernel and no other atomic");
  for (const std::string &f : failures)
    std::printf("FAILED %s\n", f.c_str());
  if (!failures.empty())
    return 1;
  std::printf("SUCCESS: encoder_scatter_add has the raw kernel's atomics (two atom.global.add.f32), "
              "one load of dout where the raw kernel has two, three bounds checks, no call "
              "and no 64-bit division\n");
  return 0;
}
#endif

} // namespace

int main(int argc, char **argv) {
  const char *arg = argc > 1 ? argv[1] : "";
#ifdef OXIDE_EXAMPLE_PTX
  if (std::strcmp(arg, "--verify-ptx") == 0)
    return verify_ptx(argc > 2 ? argv[2] : OXIDE_EXAMPLE_PTX);
#endif
  const bool with_bench = std::strcmp(arg, "--no-bench") != 0;
  if (!oxide_examples::announce_device("scatter"))
    return 2;
  try {
    if (std::strcmp(arg, "--bad-token") == 0)
      return bad_token();
    std::mt19937 rng(20261205);
    bool ok = true;
    ok &= run_shape({"GPT-2 vocabulary", 2, 128, 768, 50257, 50304}, rng);
    ok &= run_shape({"7 token ids (collisions)", 8, 256, 96, 7, 7}, rng);
    ok &= run_shape({"ragged last block", 3, 37, 100, 1000, 1000}, rng);
    ok &= refusals();
    if (with_bench && ok)
      ok &= bench(rng);
    std::printf(ok ? "SUCCESS: the scatter-add matches the CPU and llm.c's encoder_backward_kernel\n"
                   : "FAILURE\n");
    return ok ? 0 : 1;
  } catch (const oxide::cuda_exception &e) {
    return fail("device_buffer", e.error());
  }
}
