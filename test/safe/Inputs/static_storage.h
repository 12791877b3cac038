#pragma once
__device__ float g_header_total;
__device__ inline void add_to_total(float v) {
  g_header_total += v; // expected-error {{safe code writes 'g_header_total'}}
}
