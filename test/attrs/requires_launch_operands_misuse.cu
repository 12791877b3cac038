// Misuse of the operands issue 19 added to `requires`: each is refused at the
// token inside the string, on both paths (the plugin; oxide-rewrite, which
// then writes nothing).
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify=expected,rewrite && not test -e %t.cu
#include <oxide/oxide.cuh>

#include <cstdint>

struct dims {
  std::uint32_t w;
  int h;
  float scale;
  struct {
    std::uint32_t w;
  } inner;

private:
  std::uint32_t hidden = 0;
};

// A launch axis that does not exist.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1), requires = (grid.w >= 1)")]]
// expected-error@-1 {{`grid` has the axes `x`, `y` and `z`; `grid.w` is not one}}
__global__ void axis(oxide::disjoint_slice<float> out) {}

// An axis outside the domain.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1), requires = (block.z * grid.x >= 1)")]]
// expected-error@-1 {{`block.z` is always 1 in a 2D domain; a relation over it says nothing}}
__global__ void axis2d(oxide::disjoint_slice<float, oxide::index2d<64>> out) {}

// A field that is not an integer, one that is private, one two levels deep.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)",
                         "requires = (d.scale >= 1, d.hidden >= 1, d.inner.w >= 1, d.q >= 1, d >= 1)")]]
// expected-error@-1 {{field `d.scale` is not an integer, so it cannot appear in requires}}
// expected-error@-2 {{field `d.hidden` is not public, so the launcher cannot read it}}
// expected-error@-3 {{member access in requires is one level deep}}
// expected-error@-4 {{`d` has no field `q`}}
// expected-error@-5 {{struct parameter `d` cannot appear whole in requires; name an integer field, as in `d.w`}}
__global__ void fields(oxide::disjoint_slice<float> out, dims d) {}

// `||` inside an operand, `&&` anywhere, aligned() as a side of `||`.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)",
                         "requires = (out.len() >= (n || 1), out.len() >= 1 && n >= 1, "
                         "bias.len() == 0 || aligned(bias, 16))")]]
// expected-error@-2 {{`||` joins whole relations only, as in `bias.len() == 0 || bias.len() >= c`; it cannot appear inside an operand}}
// expected-error@-3 {{`&&` is not supported in requires: separate relations already mean "and"}}
// expected-error@-3 {{aligned(p, N) cannot be one side of `||`}}
__global__ void logic(oxide::disjoint_slice<float> out, unsigned n, oxide::slice<const float> bias) {}

// A struct that holds a long double: 16 bytes on the host, 8 on the device,
// so `w` sits at another offset in the kernel than in the launcher's check.
struct wide_float {
  // rewrite-error@+2 {{'long double' is 8 bytes in clang's device compile and 16 in nvcc's}}
  // rewrite-note@+1 {{write it the same for both compilers}}
  long double x;
  std::uint32_t w;
};
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (out.len() >= d.w)")]]
// expected-error@-1 {{`d` holds a long double, which the device lays out differently from the host, so the launcher and the kernel would read `d.w` at different offsets}}
__global__ void layout(oxide::disjoint_slice<float> out, wide_float d) {}

// A signed scalar or field in `%`.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1)", "requires = (out.len() % n == 0, d.h % 2 == 0)")]]
// expected-error@-1 {{signed integer parameter `n` cannot appear in `%` in requires}}
// expected-error@-2 {{signed integer field `d.h` cannot appear in `%` in requires}}
__global__ void modulo(oxide::disjoint_slice<float> out, int n, dims d) {}

// width() on an output whose width is not bound on the host.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 2, block = (16, 16, 1), requires = (out.width() == n)")]]
// expected-error@-1 {{`.width()` in requires is only available on an output whose row width is bound on the host}}
__global__ void width(oxide::disjoint_slice<float, oxide::index2d<64>> out, unsigned n) {}

// A parameter named like the launch: which one the relation means is refused.
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1), requires = (out.len() <= threads)")]]
// expected-error@-1 {{`threads` in requires names the launch, and this kernel also has a parameter `threads`; rename the parameter}}
__global__ void named(oxide::disjoint_slice<float> out, unsigned threads) {}

// Through the macro, the same.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1), requires = (grid.q >= 1))
// expected-error@-1 {{`grid` has the axes `x`, `y` and `z`; `grid.q` is not one}}
__global__ void viaMacro(oxide::disjoint_slice<float> out) {}
