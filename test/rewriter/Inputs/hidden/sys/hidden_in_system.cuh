// A header on an -isystem path with an oxide kernel only nvcc compiles.
#pragma once
#include <oxide/oxide.cuh>
#ifndef __clang__
[[oxide::kernel]] __global__ void in_sys_hidden(float *p, unsigned i) { p[i] = 1.0f; }
#endif
