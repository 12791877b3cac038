// A user header with a reserved-name include guard (a common spelling): the
// guard is not a compiler's macro, so the helper inside stays checked and
// quiet (test/safe/divergent_branches.cu).
#ifndef __DIVERGENT_GUARDED_HELPER_H__
#define __DIVERGENT_GUARDED_HELPER_H__
__device__ inline float twice(float v) { return 2.0f * v; }
#endif
