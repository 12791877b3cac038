// A header that holds no oxide itself, but includes one that does.
#pragma once
#include "nv_kernels.cuh"
