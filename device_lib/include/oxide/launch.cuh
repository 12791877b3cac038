// oxide/launch.cuh: checked launches of [[oxide::kernel]]s.
//
//   auto launch = oxide::prepare<vecadd>(oxide::launch_config::grid_1d(blocks));
//   if (!launch) { std::cerr << launch.error() << '\n'; return 1; }    // step 1
//   auto st = launch->run(stream, a, b, c);                             // steps 2-5
//
// The checks run in this order:
//   1. geometry against the contract             (prepare; no CUDA call)
//   2. `requires`, in checked u64 arithmetic     (run; no CUDA call)
//   3. aliasing: an output overlaps no other buffer argument (run; no CUDA call)
//   4. device and function limits, compute capability, shared memory (run; driver)
//   5. the launch (the driver's cuLaunchKernel on a cached handle), with a
//      CUDA error mapped into launch_error
//
// oxide-rewrite generates oxide::kernel_traits<&K> for every [[oxide::kernel]]:
// the name, the contract, the parameter names, the `requires` evaluation and
// the cudaLaunchKernel call (the list below has every member). Without it,
// prepare<K> does not compile.
#pragma once

#include <oxide/contract_spec.cuh>
#include <oxide/atomic_slice.cuh>
#include <oxide/disjoint.cuh>
#include <oxide/slice.cuh>

#include <cuda_runtime_api.h>

#include <cstddef>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

#include <sched.h>

// What oxide-rewrite emits into a kernel file and its generated header, and
// what this header reads of it: the generated-code protocol. Each launcher
// starts with a check of this number, so the oxide-rewrite of one
// installation and the headers of another fail with one error
// (rewriter/LauncherEmitter.h, GeneratedProtocolVersion).
//   - Per kernel, after it: `template <> struct oxide::kernel_traits<&K>` with
//     `name`, `raw`, `contract` (a contract_spec, designated initializers),
//     `param_names` (null-terminated), `check_requires(config, params...)`
//     (calls detail::check_relation with detail::comparison, detail::side and
//     detail::relation_op, detail::check_aligned, detail::lit/value/named/
//     add/sub/mul/mod and detail::threads) and `launch(grid, block, shared,
//     stream, params...)` (cudaLaunchKernel).
//   - Per kernel, in its signature and body: OXIDE_BLOCK_SIZE or
//     OXIDE_BLOCK_SIZE_MIN (an exact block), OXIDE_ASSUME(local, fact) (the
//     `requires` facts, each evaluated into a local no parameter is named; reading the launch through detail::launch_grid, launch_block and
//     dynamic_shared_bytes), OXIDE_SAME_LEN (equal lengths), OXIDE_LAUNCH_SHAPE
//     and OXIDE_LAUNCH_SHAPE_EXACT (the entry trap of the launch shape; _EXACT
//     where OXIDE_BLOCK_SIZE was written, since protocol 3),
//     OXIDE_DYNAMIC_SHARED_ALIGNED (its alignment trap) (config.cuh).
//   - After the kernels: `K_launch` (calls detail::launch_exact) and
//     `K_launch_unchecked` (calls launch_unchecked), declared in the generated
//     header, which includes <oxide/buffer.cuh> and <oxide/contract_spec.cuh>.
//   - For [[oxide::unchecked_indexing]]: copies of the helpers it reaches,
//     named `__oxide_unchecked_<name>`, indexing through detail::unchecked_at;
//     for the whole-build switch, `#define OXIDE_UNCHECKED_INDEXING 1` first.
//   - `#line` directives back to the user's file around everything above.
#define OXIDE_PROTOCOL_VERSION 3

namespace oxide {

// A launch takes a device_buffer where a kernel takes a slice (kernel_arg
// below); only a caller that passes one needs its definition
// (<oxide/buffer.cuh>, which brings <vector>: a kernel file that only
// defines launchers does without it).
template <class T>
class device_buffer;
template <class T>
struct row_width_arg;

#if defined(__OXIDE_REWRITE__) || defined(OXIDE_IDE)
// While oxide-rewrite parses the file, the launchers it is about to generate
// do not exist yet: a stand-in lets the file type-check. An editor's parse
// (clangd) defines OXIDE_IDE for the same reason: oxide_add_kernels puts it
// in the compile_commands.json entry of every kernel file (docs/build.md,
// "Editors"). Its functions are declared, never defined: a build that
// defines either macro fails to link rather than launch nothing.
#  if defined(OXIDE_IDE) && defined(__NVCC__)
#    error "oxide: OXIDE_IDE is for an editor's parse (clangd) only; a build that defines it cannot launch"
#  endif
template <auto Kernel>
struct kernel_traits {
  static constexpr const char *name = "";
  static constexpr bool raw = false;
  static constexpr contract_spec contract{};
  static constexpr const char *param_names[64] = {};
  static std::optional<error> check_requires(const auto &...);
  static cudaError_t launch(dim3, dim3, std::size_t, cudaStream_t, const auto &...);
};
#else
template <auto Kernel>
struct kernel_traits {
  static_assert(sizeof(Kernel) == 0,
                "oxide: this kernel has no generated launcher. Mark it [[oxide::kernel]] and "
                "compile its .cu file through oxide-rewrite (in CMake: "
                "oxide_add_kernels(TARGET t SOURCES file.cu)). A kernel template gets a "
                "launcher per explicit instantiation (template __global__ void k<T>(...);) "
                "written before the launch.");
};
#endif

// One overload of an overloaded kernel, as a launch's template argument:
//
//   oxide::launch<oxide::overload<void(oxide::disjoint_slice<float>, int), &k>{}>(stream, cfg, out, 3);
//
// nvcc cannot take `static_cast<void (*)(...)>(&k)` as a template argument
// (its front end drops the cast, and the host compiler sees an ambiguous
// `&k`); here the parameter's type picks the overload, with no cast.
template <class Signature, Signature *Kernel>
struct overload {
  static constexpr Signature *function = Kernel;
};

namespace detail {

// A kernel is named by its address (`prepare<vecadd>`) or by an overload<>.
template <auto Kernel>
constexpr auto function_of() noexcept {
  if constexpr (requires { Kernel.function; })
    return Kernel.function;
  else
    return Kernel;
}

template <class F>
struct kernel_params;
template <class... P>
struct kernel_params<void (*)(P...)> {
  using type = std::tuple<P...>;
};

// How a host argument becomes a kernel parameter of type P.
template <class P>
struct kernel_arg {
  // Scalars and structs: what a plain call would accept, and braced, so a
  // narrowing conversion does not compile either. The implicit conversion
  // is required: `P{a}` alone would call an explicit constructor or
  // operator, or make an aggregate from its first field with the rest
  // zero (a bare `6000u` for a `shape{w, h}`).
  template <class A>
  static P from(A &&a) {
    static_assert(std::is_convertible_v<A &&, P>,
                  "oxide: this launch argument does not convert implicitly to the kernel's parameter "
                  "type; pass a value of that type, as a plain call would need");
    return P{std::forward<A>(a)};
  }
};
template <class T>
struct kernel_arg<slice<T>> {
  static slice<T> from(const slice<T> &s) { return s; }
  template <class U = T, class = std::enable_if_t<std::is_const_v<U>>>
  static slice<T> from(const slice<std::remove_const_t<T>> &s) { return s; }
  template <class U = T, class = std::enable_if_t<std::is_const_v<U>>>
  static slice<T> from(const device_buffer<std::remove_const_t<T>> &b) { return b.as_slice(); }
};
template <class T, class Space>
struct kernel_arg<disjoint_slice<T, Space>> {
  static disjoint_slice<T, Space> from(const disjoint_slice<T, Space> &s) { return s; }
  static disjoint_slice<T, Space> from(device_buffer<T> &b) {
    static_assert(!has_runtime_width_v<Space>,
                  "oxide: this output's row width is a runtime value: pass oxide::row_width(buffer, width)");
    return b.template as_disjoint<Space>();
  }
  static disjoint_slice<T, Space> from(const row_width_arg<T> &r)
    requires has_runtime_width_v<Space>
  {
    return r.buffer->template as_disjoint<Space>(r.width);
  }
};

template <class T>
struct kernel_arg<atomic_slice<T>> {
  static atomic_slice<T> from(const atomic_slice<T> &s) { return s; }
  static atomic_slice<T> from(device_buffer<T> &b) { return b.as_atomic(); }
};

template <class P>
struct buffer_of : std::false_type {};
template <class T>
struct buffer_of<slice<T>> : std::true_type {
  static constexpr bool output = false;
};
template <class T, class S>
struct buffer_of<disjoint_slice<T, S>> : std::true_type {
  static constexpr bool output = true;
};
template <class T>
struct buffer_of<atomic_slice<T>> : std::true_type {
  static constexpr bool output = true; // updated by any thread: it overlaps nothing
};

template <class P>
void add_range(arg_range *&out, const char *name, const P &p) {
  if constexpr (buffer_of<P>::value) {
    using E = std::remove_pointer_t<decltype(p.data())>;
    const auto begin = reinterpret_cast<std::uintptr_t>(p.data());
    // Checked: a length whose byte count or end wraps is refused
    // (check_aliasing), never compared as a wrapped-around range.
    std::uintptr_t bytes = 0, end = 0;
    const bool wraps = __builtin_mul_overflow(static_cast<std::uintptr_t>(p.len()), sizeof(E), &bytes) ||
                       __builtin_add_overflow(begin, bytes, &end);
    *out++ = {name, begin, end, buffer_of<P>::output, wraps};
  }
}

// Step 4 asks the driver only once per device and once per (kernel,
// device): a device's limits and a function's attributes cannot change while
// the process runs. Asking on every launch (about a dozen driver queries)
// cost 2.1 us of host time a launch on the H200 (docs/performance.md).
inline constexpr int max_cached_devices = 64;

struct device_limits {
  cudaError_t status = cudaSuccess;
  std::uint64_t grid_max[3] = {}, block_max[3] = {};
  std::uint64_t threads_max = 0, cc_major = 0, cc_minor = 0;
  std::uint64_t shared_portable = 0, shared_optin = 0;
};

inline device_limits query_device_limits(int dev) {
  device_limits l;
  auto attr = [&](cudaDeviceAttr a) {
    int v = 0;
    if (cudaError_t st = cudaDeviceGetAttribute(&v, a, dev); st != cudaSuccess)
      l.status = st;
    return static_cast<std::uint64_t>(v);
  };
  const cudaDeviceAttr grid[] = {cudaDevAttrMaxGridDimX, cudaDevAttrMaxGridDimY, cudaDevAttrMaxGridDimZ};
  const cudaDeviceAttr block[] = {cudaDevAttrMaxBlockDimX, cudaDevAttrMaxBlockDimY, cudaDevAttrMaxBlockDimZ};
  for (int i = 0; i < 3; ++i)
    l.grid_max[i] = attr(grid[i]), l.block_max[i] = attr(block[i]);
  l.threads_max = attr(cudaDevAttrMaxThreadsPerBlock);
  l.cc_major = attr(cudaDevAttrComputeCapabilityMajor);
  l.cc_minor = attr(cudaDevAttrComputeCapabilityMinor);
  l.shared_portable = attr(cudaDevAttrMaxSharedMemoryPerBlock);
  l.shared_optin = attr(cudaDevAttrMaxSharedMemoryPerBlockOptin);
  return l;
}

// A per-device slot filled once: a launch from several host threads asks
// the driver once, and reads the answer with one acquire load after. The
// state is a GCC atomic builtin on an int rather than std::call_once:
// <mutex> and <atomic> cost nvcc about 0.8 s a translation unit
// (docs/build.md, "Build cost"). 0: empty, 1: being filled, 2: ready.
template <class T>
struct per_device_cache {
  int state[max_cached_devices] = {};
  T value[max_cached_devices];

  // fill(value) runs once for `dev`, the first time it is asked for; a
  // thread that finds it being filled waits for it.
  template <class Fill>
  T &get(int dev, Fill &&fill) {
    if (__atomic_load_n(&state[dev], __ATOMIC_ACQUIRE) == 2)
      return value[dev];
    int expected = 0;
    if (__atomic_compare_exchange_n(&state[dev], &expected, 1, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
      fill(value[dev]);
      __atomic_store_n(&state[dev], 2, __ATOMIC_RELEASE);
    } else {
      while (__atomic_load_n(&state[dev], __ATOMIC_ACQUIRE) != 2)
        sched_yield();
    }
    return value[dev];
  }
};

inline const device_limits &limits_of(int dev) {
  static per_device_cache<device_limits> cache;
  return cache.get(dev, [dev](device_limits &l) { l = query_device_limits(dev); });
}

struct function_facts {
  cudaError_t status = cudaSuccess;
  cudaFuncAttributes attrs{};
  // The driver's handle of this function on this device, for enqueue();
  // null when the runtime would not give one (then the runtime launches).
  cudaFunction_t handle = nullptr;
  // The largest dynamic shared size this function was opted in to, so the
  // opt-in is asked of the driver once, not on every launch (read and
  // raised with atomic builtins: several host threads may launch).
  std::uint64_t opted_in = 0;
};

// One cache a kernel and device: a kernel's attributes differ by device.
template <auto Kernel>
function_facts &facts_of(int dev) {
  static per_device_cache<function_facts> cache;
  return cache.get(dev, [](function_facts &f) {
    const void *fn = reinterpret_cast<const void *>(function_of<Kernel>());
    f.status = cudaFuncGetAttributes(&f.attrs, fn);
    if (cudaGetFuncBySymbol(&f.handle, fn) != cudaSuccess)
      f.handle = nullptr;
  });
}

// The driver's cuLaunchKernel, found once through the runtime (no -lcuda at
// link time). Measured on the H200 (2026-12-02, docs/performance.md): 3.70 us
// an enqueue against 3.83 us for cudaLaunchKernel and 3.89 us for <<<>>>;
// the runtime maps the host stub to the function on every launch. Its
// result is a CUresult, an int-sized enum, 0 on success.
using driver_launch_fn = int (*)(cudaFunction_t, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                                 unsigned, cudaStream_t, void **, void **);
inline driver_launch_fn driver_launch() {
  static const driver_launch_fn fn = [] {
    void *p = nullptr;
#if CUDART_VERSION >= 12050
    cudaDriverEntryPointQueryResult found{};
    if (cudaGetDriverEntryPointByVersion("cuLaunchKernel", &p, 12000, cudaEnableDefault, &found) != cudaSuccess ||
        found != cudaDriverEntryPointSuccess)
      p = nullptr;
#endif
    return reinterpret_cast<driver_launch_fn>(p);
  }();
  return fn;
}

// Step 5: the launch. Through the driver with the cached handle; a launch
// the driver refuses enqueued nothing, so it is made again through the
// runtime, which launches or reports the error in its own terms: one launch
// at most, either way. Stream 0 means what it means to the runtime: the
// per-thread stream under --default-stream per-thread.
inline cudaError_t enqueue(const function_facts &f, const void *fn, const launch_config &cfg,
                           cudaStream_t stream, void **args) {
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
  if (stream == nullptr)
    stream = cudaStreamPerThread;
#endif
  const auto shared = static_cast<unsigned>(cfg.dynamic_shared);
  if (driver_launch_fn drv = driver_launch(); drv && f.handle &&
      drv(f.handle, cfg.grid.x, cfg.grid.y, cfg.grid.z, cfg.block.x, cfg.block.y, cfg.block.z, shared, stream,
          args, nullptr) == 0)
    return cudaSuccess;
  return cudaLaunchKernel(fn, dim3(cfg.grid.x, cfg.grid.y, cfg.grid.z), dim3(cfg.block.x, cfg.block.y, cfg.block.z),
                          args, cfg.dynamic_shared, stream);
}

inline std::optional<error> check_dims(const char *kernel, const device_limits &l,
                                       const launch_config &cfg) {
  const char *axis[] = {"X", "Y", "Z"};
  const std::uint64_t g[] = {cfg.grid.x, cfg.grid.y, cfg.grid.z};
  const std::uint64_t b[] = {cfg.block.x, cfg.block.y, cfg.block.z};
  for (int i = 0; i < 3; ++i) {
    if (g[i] > l.grid_max[i])
      return refuse(kernel, "Grid.", axis[i], " size ", g[i], " exceeds device maximum ", l.grid_max[i]);
    if (b[i] > l.block_max[i])
      return refuse(kernel, "Block.", axis[i], " size ", b[i], " exceeds device maximum ", l.block_max[i]);
  }
  const std::uint64_t threads = b[0] * b[1] * b[2];
  if (threads > l.threads_max)
    return refuse(kernel, "block has ", threads, " threads; device maximum is ", l.threads_max);
  return std::nullopt;
}

inline std::optional<error> check_shared(const char *kernel, const device_limits &l,
                                         function_facts &f, const launch_config &cfg,
                                         const void *function) {
  const std::uint64_t shared = f.attrs.sharedSizeBytes + cfg.dynamic_shared;
  if (shared > l.shared_optin)
    return refuse(kernel, shared, " shared-memory bytes exceed the device opt-in limit ", l.shared_optin);
  if (shared <= l.shared_portable || cfg.dynamic_shared <= __atomic_load_n(&f.opted_in, __ATOMIC_RELAXED))
    return std::nullopt;
  if (cudaError_t st = cudaFuncSetAttribute(function, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                            static_cast<int>(cfg.dynamic_shared));
      st != cudaSuccess)
    return refuse(kernel, shared, " shared-memory bytes exceed the device portable limit ", l.shared_portable);
  std::uint64_t seen = __atomic_load_n(&f.opted_in, __ATOMIC_RELAXED);
  while (seen < cfg.dynamic_shared &&
         !__atomic_compare_exchange_n(&f.opted_in, &seen, std::uint64_t(cfg.dynamic_shared), true, __ATOMIC_RELAXED,
                                      __ATOMIC_RELAXED))
    ;
  return std::nullopt;
}

// The device this thread launches on. A process that sees one device can
// only use device 0: the count is asked once, and cudaGetDevice (about 2%
// of a launch's host time on the H200) only when there are several.
inline cudaError_t current_device(int &dev) {
  static const int count = [] {
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess ? n : 0;
  }();
  if (count == 1) {
    dev = 0;
    return cudaSuccess;
  }
  return cudaGetDevice(&dev);
}

inline error launch_failed(const char *kernel, cudaError_t st) {
  return error::from_cuda(text(kernel, ": launch failed"), st);
}

// Step 4, the device's part: the device this thread launches on, its
// limits, the launch's dimensions against them. Not a template: one copy for
// every kernel (the host compile's cost is per copy).
inline std::optional<error> check_on_device(const char *kernel, const launch_config &cfg, int &dev) {
  if (cudaError_t st = current_device(dev); st != cudaSuccess)
    return error::from_cuda(text(kernel, ": no CUDA device"), st);
  if (dev < 0 || dev >= max_cached_devices)
    return refuse(kernel, "device ", dev, " is past oxide's ", max_cached_devices, "-device limit");
  const device_limits &l = limits_of(dev);
  if (l.status != cudaSuccess)
    return error::from_cuda(text(kernel, ": cudaDeviceGetAttribute failed"), l.status);
  return check_dims(kernel, l, cfg);
}

// Step 4, the function's part: its attributes, the compute capability, the
// shared memory. Not a template either.
inline std::optional<error> check_function(const char *kernel, const contract_spec &c, const launch_config &cfg,
                                           int dev, function_facts &f, const void *function) {
  if (f.status != cudaSuccess)
    return error::from_cuda(text(kernel, ": cudaFuncGetAttributes failed"), f.status);
  const std::uint64_t threads = std::uint64_t(cfg.block.x) * cfg.block.y * cfg.block.z;
  if (threads > static_cast<std::uint64_t>(f.attrs.maxThreadsPerBlock))
    return refuse(kernel, "block has ", threads, " threads; function maximum is ", f.attrs.maxThreadsPerBlock);
  const device_limits &l = limits_of(dev);
  if (l.cc_major < c.min_cc_major || (l.cc_major == c.min_cc_major && l.cc_minor < c.min_cc_minor))
    return refuse(kernel, "compute capability ", l.cc_major, ".", l.cc_minor, " is below required ", c.min_cc_major,
                  ".", c.min_cc_minor);
  return check_shared(kernel, l, f, cfg, function);
}

// Steps 3 to 5 for any kernel: aliasing (unless the kernel is raw), the
// device and function limits, the launch. Not a template, and not inlined:
// every checked launcher of a file calls this one copy, so a file's host
// compile grows little with its number of kernels (docs/build.md, "Build
// cost"); the call costs nothing next to the driver's enqueue.
[[gnu::noinline]] inline result<void> launch_checked(const char *kernel, const contract_spec &c,
                                                     const launch_config &cfg, const arg_range *first,
                                                     const arg_range *last, bool check_overlap,
                                                     function_facts &(*facts)(int), const void *function,
                                                     cudaStream_t stream, void **args) {
  if (check_overlap)
    if (auto e = check_aliasing(kernel, first, last))
      return unexpected(*e);
  int dev = 0;
  if (auto e = check_on_device(kernel, cfg, dev))
    return unexpected(*e);
  function_facts &f = facts(dev);
  if (auto e = check_function(kernel, c, cfg, dev, f, function))
    return unexpected(*e);
  if (cudaError_t st = enqueue(f, function, cfg, stream, args); st != cudaSuccess)
    return unexpected(launch_failed(kernel, st));
  return {};
}

} // namespace detail

template <auto Kernel, class... Args>
[[nodiscard]] result<void> launch(cudaStream_t stream, launch_config cfg, Args &&...args);

namespace detail {

// Steps 2 to 5 on the kernel's own parameter values: `requires`, then
// launch_checked. What is per kernel here is small on purpose.
template <auto Kernel, class... P>
result<void> run_checked(cudaStream_t stream, const launch_config &cfg, const P &...p) {
  using traits = kernel_traits<Kernel>;
  if (auto e = traits::check_requires(cfg, p...))
    return unexpected(*e);
  // A raw kernel ([[oxide::kernel(raw)]]) opted out of the aliasing
  // guarantees only: its geometry and `requires` are checked like any.
  arg_range ranges[sizeof...(P) + 1];
  arg_range *end = ranges;
  if constexpr (!traits::raw) {
    std::size_t i = 0;
    (add_range(end, traits::param_names[i++], p), ...);
  }
  // The checked parameters themselves are the launch's argument buffers.
  void *args[sizeof...(P) + 1] = {const_cast<void *>(static_cast<const void *>(&p))...};
  return launch_checked(traits::name, traits::contract, cfg, ranges, end, !traits::raw, &facts_of<Kernel>,
                        reinterpret_cast<const void *>(function_of<Kernel>()), stream, args);
}

// What a generated `<kernel>_launch` calls: its parameters already have the
// kernel's types, so there is nothing to convert (no kernel_arg, no tuple),
// and the checks are oxide::launch's, in its order.
template <auto Kernel, class... P>
result<void> launch_exact(cudaStream_t stream, launch_config cfg, const P &...p) {
  using traits = kernel_traits<Kernel>;
  if constexpr (std::is_same_v<typename kernel_params<decltype(function_of<Kernel>())>::type, std::tuple<P...>>) {
    if (auto e = check_geometry(traits::name, traits::contract, cfg))
      return unexpected(*e);
    return run_checked<Kernel>(stream, cfg, p...);
  } else {
    return ::oxide::launch<Kernel>(stream, cfg, p...); // types that convert: the general path
  }
}

} // namespace detail

// A launch whose geometry passed step 1; run() does the rest, per call.
template <auto Kernel>
class prepared_launch {
  using traits = kernel_traits<Kernel>;
  using params = typename detail::kernel_params<decltype(detail::function_of<Kernel>())>::type;

public:
  const launch_config &config() const noexcept { return cfg_; }

  template <class... Args>
  [[nodiscard]] result<void> run(cudaStream_t stream, Args &&...args) const {
    static_assert(sizeof...(Args) == std::tuple_size_v<params>,
                  "oxide: wrong number of kernel arguments");
    return run_impl(stream, std::index_sequence_for<Args...>{}, std::forward<Args>(args)...);
  }

private:
  template <auto K>
  friend result<prepared_launch<K>> prepare(launch_config cfg);
  explicit prepared_launch(const launch_config &cfg) : cfg_(cfg) {}

  template <std::size_t... I, class... Args>
  result<void> run_impl(cudaStream_t stream, std::index_sequence<I...>, Args &&...args) const {
    // The kernel's own parameter types: a wrong argument does not compile.
    const params p{detail::kernel_arg<std::tuple_element_t<I, params>>::from(
        std::forward<Args>(args))...};
    return detail::run_checked<Kernel>(stream, cfg_, std::get<I>(p)...);
  }

  launch_config cfg_;
};

// Step 1: the geometry. Resolves an omitted block to the contract's.
template <auto Kernel>
[[nodiscard]] result<prepared_launch<Kernel>> prepare(launch_config cfg) {
  using traits = kernel_traits<Kernel>;
  if (auto e = check_geometry(traits::name, traits::contract, cfg))
    return unexpected(*e);
  return prepared_launch<Kernel>(cfg);
}

// prepare() and run() in one call.
template <auto Kernel, class... Args>
[[nodiscard]] result<void> launch(cudaStream_t stream, launch_config cfg, Args &&...args) {
  auto p = prepare<Kernel>(cfg);
  if (!p)
    return unexpected(p.error());
  return p->run(stream, std::forward<Args>(args)...);
}

// No checks: the caller upholds the contract (geometry, `requires`, no
// aliasing, device limits). The device still refuses a block bigger than the
// exact one at launch (.maxntid); any other shape traps at the entry of a
// kernel with an [[oxide::unsafe]] block (OXIDE_LAUNCH_SHAPE). A safe kernel
// that stages a block_shared or calls a collective assumes the contract's
// block (OXIDE_LAUNCH_SHAPE_FACT), as every kernel assumes `requires`: a
// launch here that breaks either is undefined behaviour. Other safe code is
// safe under any shape (its witnesses fail closed).
template <auto Kernel, class... Args>
[[nodiscard]] result<void> launch_unchecked(cudaStream_t stream, launch_config cfg, Args &&...args) {
  using traits = kernel_traits<Kernel>;
  using params = typename detail::kernel_params<decltype(detail::function_of<Kernel>())>::type;
  if (!detail::block_given(cfg.block))
    cfg.block = traits::contract.block;
  const cudaError_t st = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return traits::launch(dim3(cfg.grid.x, cfg.grid.y, cfg.grid.z),
                          dim3(cfg.block.x, cfg.block.y, cfg.block.z), cfg.dynamic_shared, stream,
                          detail::kernel_arg<std::tuple_element_t<I, params>>::from(
                              std::forward<Args>(args))...);
  }(std::index_sequence_for<Args...>{});
  if (st != cudaSuccess)
    return unexpected(detail::launch_failed(traits::name, st));
  return {};
}

} // namespace oxide
