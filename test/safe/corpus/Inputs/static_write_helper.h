#pragma once
__device__ int g_calls;
__device__ inline void count_call() {
  ++g_calls;
}
