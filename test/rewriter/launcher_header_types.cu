// The generated --header is included by .cpp files that never see the .cu
// file, so it declares or includes every type its launchers take: classes
// and fixed enums of the .cu file are declared in their namespaces, a class
// template's specialization and an unnamed struct's alias come with their
// header (included), a CUDA vector type with the toolkit's header. A type
// only the .cu file can declare (an enum without a fixed type) leaves its
// kernel without a host launcher, and the rewrite says so.
// RUN: %oxide-rewrite %s -o %t.cu --header %t.oxide.h 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=HEADER < %t.oxide.h
// The header alone compiles in a C++ file, and so do calls with the
// header-declared types.
// RUN: %clangxx -std=c++20 -fsyntax-only -I%device_lib -isystem %cuda_root/include -isystem %cuda_root/include/cccl -include %t.oxide.h -x c++ /dev/null
// RUN: %clangxx -std=c++20 -fsyntax-only -I%device_lib -isystem %cuda_root/include -isystem %cuda_root/include/cccl -I%S/Inputs -include %t.oxide.h %S/Inputs/launcher_types_caller.cpp
// RUN: %nvcc -I%S -c %t.cu -o %t.o
#include <oxide/oxide.cuh>

#include "Inputs/launcher_types.h"

struct Params {
  float scale;
};
namespace app {
struct Item {
  float v;
};
enum class Mode : int { fast, exact };
} // namespace app
enum Loose { a, b }; // WARN: launcher_header_types.cu:[[@LINE]]:6: warning: 'loose' has no host launcher in the generated header: its parameter type 'Loose' is declared in this file, where a .cpp file cannot see it; move 'Loose' to a header

#define K [[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (128, 1, 1)")]]

K __global__ void by_value(oxide::disjoint_slice<float> o, Params p, app::Mode m) {
  if (auto q = o.get_mut(oxide::thread::index_1d()))
    *q = m == app::Mode::fast ? p.scale : 0.0f;
}
K __global__ void items(oxide::disjoint_slice<float> o, oxide::slice<const app::Item> in) {
  if (auto q = o.get_mut(oxide::thread::index_1d()))
    *q = 1.0f;
}
K __global__ void from_header(oxide::disjoint_slice<float> o, Pair<float> p, Range r, lib::Shape s) {
  if (auto q = o.get_mut(oxide::thread::index_1d()))
    *q = p.first + r.lo + s.rows;
}
K __global__ void vector(oxide::disjoint_slice<float> o, float2 v) {
  if (auto q = o.get_mut(oxide::thread::index_1d()))
    *q = v.x;
}
K __global__ void loose(oxide::disjoint_slice<float> o, Loose l) {
  if (auto q = o.get_mut(oxide::thread::index_1d()))
    *q = l == a ? 1.0f : 0.0f;
}

// HEADER: #include "{{.*}}/test/rewriter/Inputs/launcher_types.h"
// HEADER-NEXT: #include "{{.*}}/vector_types.h"
// HEADER: struct Params;
// HEADER-NEXT: namespace app { enum class Mode : int; }
// HEADER-NEXT: namespace app { struct Item; }
// HEADER-NEXT: namespace lib { struct Shape; }
// HEADER: by_value_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<float> o, Params p, app::Mode m);
// HEADER: items_launch(
// HEADER: from_header_launch(cudaStream_t stream, ::oxide::launch_config config, oxide::disjoint_slice<float> o, Pair<float> p, Range r, lib::Shape s);
// HEADER: vector_launch(
// HEADER: // loose takes Loose, which only its .cu file declares: it has no host launcher.
// HEADER-NOT: loose_launch
