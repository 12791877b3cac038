// `#pragma clang system_header` does not make a file trusted: only the CUDA
// toolkit, clang's resource headers and oxide's own headers are.
#pragma clang system_header
#pragma once
__device__ float g_system_header;
__device__ inline void system_header_write() {
  g_system_header = 1.0f; // expected-error {{safe code writes 'g_system_header'}}
}
