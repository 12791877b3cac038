// The same through a header: the kernel is in a file included only when
// __OXIDE_REWRITE__ is not defined, which is how nvcc sees it.
#ifndef __OXIDE_REWRITE__
#include "nvcc_only_kernel.h"
#endif
int x;
