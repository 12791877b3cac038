// Included only through -Xcompiler=-include,config.h (nvcc hands it to the
// host compiler's preprocessing of both sides).
#define XCOMPILER_FAST_PATH 1
