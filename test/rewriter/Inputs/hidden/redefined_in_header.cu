// A header included in a branch nvcc may take redefines a macro a safe
// kernel uses (an adversarial review, 2026-12-05): the header's #define
// counts as the branch's own, so the macro is divergent. The #include is
// refused too: what the header declares outside a function, safe code may
// use, and only nvcc sees it.
#include <oxide/oxide.cuh>

__device__ unsigned hdr_count;
#define HDR_BODY (void)0
#ifdef EOF
// REDEFINED-DAG: redefined_in_header.cu:[[@LINE-1]]:{{[0-9]+}}: error: this conditional depends on 'EOF', {{.*}} and declares outside a function body
#include "redefines.h"
#endif

[[oxide::kernel]]
__global__ void uses_redefined(oxide::disjoint_slice<float> out) {
  HDR_BODY;
  // REDEFINED-DAG: redefined_in_header.cu:[[@LINE-1]]:{{[0-9]+}}: error: macro 'HDR_BODY' is defined differently
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = 1.0f;
}
