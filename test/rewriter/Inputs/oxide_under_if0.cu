// oxide attributes that no preprocessor keeps.
#if 0
[[oxide::kernel]] __global__ void old(float *p);
#endif
int x;
