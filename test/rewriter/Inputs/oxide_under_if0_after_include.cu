// oxide attributes that no preprocessor keeps, after a directive: the
// #if right after the #include is still seen as the start of a conditional.
#include <cstddef>
#if 0
[[oxide::kernel]] __global__ void old(float *p);
#endif
int x;
