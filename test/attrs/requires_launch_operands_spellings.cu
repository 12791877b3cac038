// The new `requires` operands through the spellings users write: type
// aliases of the struct, the output and the scalars, a kernel template whose
// scalar is signed in one instantiation, and the macro form. What is valid
// stays valid through each; what is refused is refused through each. Both
// paths.
// RUN: %clang_cuda_plugin -fsyntax-only -DOXIDE_IDE -Xclang -verify %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -Xclang -verify && not test -e %t.cu
#include <oxide/oxide.cuh>

#include <cstdint>

struct shape {
  std::uint32_t w;
  std::int32_t h;
};
using shape_alias = shape;
typedef const shape const_shape;
using wide = oxide::disjoint_slice<float, oxide::runtime_index2d>;
using tiles = oxide::disjoint_slice<float, oxide::runtime_row_major_tiles<2, 2>>;
using count_t = std::int64_t;

// Valid through aliases: a const struct typedef, a signed typedef, an alias
// of a runtime-width output (and of a tile space with a runtime width).
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 2, block = (16, 16, 1),
                      requires = (out.width() == d.w, out.len() >= d.w * d.h, t.width() * 2 == d.w,
                                  n >= 0 || n == 0, grid.y * block.y * 2 >= count))
__global__ void aliased(wide out, tiles t, const_shape d, shape_alias e, count_t n, count_t count) {}

// A template: the field's signedness comes from T, so `%` over it is fine
// for unsigned and refused for int, reported once.
template <class T>
struct box {
  T w;
};
template <class T>
[[oxide::kernel]]
[[oxide::launch_contract("domain = 1, block = (128, 1, 1), requires = (out.len() % b.w == 0)")]]
// expected-error@-1 {{signed integer field `b.w` cannot appear in `%` in requires}}
__global__ void boxed(oxide::disjoint_slice<float> out, box<T> b) {}
template __global__ void boxed<unsigned>(oxide::disjoint_slice<float>, box<unsigned>);
template __global__ void boxed<int>(oxide::disjoint_slice<float>, box<int>);

// A macro that spells an operand is stringized as written, not expanded:
// `WIDTH` is not a parameter.
#define WIDTH out.width()
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 2, block = (16, 16, 1), requires = (WIDTH >= 1))
// expected-error@-1 {{unknown identifier `WIDTH` in requires}}
__global__ void macro_operand(wide out) {}

// The struct through a pointer or a reference is not a by-value struct.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1), requires = (d.w >= 1))
// expected-error@-1 {{member access in requires is only available on by-value struct parameters; `d` is not one}}
__global__ void by_reference(oxide::disjoint_slice<float> out, const shape &d) {}
// expected-error@-1 {{parameter 'd' of kernel 'by_reference' holds a reference (const shape &)}}
// expected-note@-2 {{pass an oxide::slice<const T> to read}}

// A bare launch name, and a `block` parameter next to `block.x`.
[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (128, 1, 1), requires = (grid >= 4, block.x >= 1))
// expected-error@-1 {{`grid` in requires is the launch grid; name an axis: `grid.x`, `grid.y` or `grid.z`}}
// expected-error@-2 {{`block` in requires names the launch, and this kernel also has a parameter `block`}}
__global__ void launch_names(oxide::disjoint_slice<float> out, shape block) {}
