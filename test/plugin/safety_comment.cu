// An [[oxide::unsafe]] block needs a // SAFETY: comment right before it: a
// warning otherwise, printed once, and only in the host job.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -Xclang -verify=device %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only -fplugin-arg-oxide-device-diagnostics \
// RUN:   -Xclang -verify %s
// RUN: %clang_cuda_plugin -fsyntax-only -fno-caret-diagnostics %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning:
// device-no-diagnostics
#include <oxide/oxide.cuh>

__device__ int counter;

// --- violations: warnings --------------------------------------------------------

__device__ void missing() {
  [[oxide::unsafe]] { (void)oxide::warp::active_mask(); } // expected-warning {{[[oxide::unsafe]] block without a '// SAFETY:' comment right before it; write down why each unsafe call's contract holds here}}
// CHECK: safety_comment.cu:[[@LINE-1]]:{{[0-9]+}}: warning: {{\[\[}}oxide::unsafe]] block without a '// SAFETY:' comment
}

__device__ void plain_comment() {
  // This comment says nothing about safety.
  [[oxide::unsafe]] { (void)oxide::warp::active_mask(); } // expected-warning {{without a '// SAFETY:' comment}}
// CHECK: safety_comment.cu:[[@LINE-1]]:{{[0-9]+}}: warning: {{\[\[}}oxide::unsafe]] block without a '// SAFETY:' comment
}

__device__ void comment_too_far() {
  // SAFETY: this comment belongs to the statement below it, not to the block.
  int x = 0;
  [[oxide::unsafe]] { x = oxide::warp::active_mask(); } // expected-warning {{without a '// SAFETY:' comment}}
// CHECK: safety_comment.cu:[[@LINE-1]]:{{[0-9]+}}: warning: {{\[\[}}oxide::unsafe]] block without a '// SAFETY:' comment
  (void)x;
}

__device__ void code_on_the_line() {
  // SAFETY: about the first statement only.
  int x = 0; [[oxide::unsafe]] { x = oxide::warp::active_mask(); } // expected-warning {{without a '// SAFETY:' comment}}
// CHECK: safety_comment.cu:[[@LINE-1]]:{{[0-9]+}}: warning: {{\[\[}}oxide::unsafe]] block without a '// SAFETY:' comment
  (void)x;
}

template <class T>
__device__ void templated(T v) {
  [[oxide::unsafe]] { (void)oxide::warp::shuffle(oxide::warp::full_mask, v, 0); } // expected-warning {{without a '// SAFETY:' comment}}
// CHECK: safety_comment.cu:[[@LINE-1]]:{{[0-9]+}}: warning: {{\[\[}}oxide::unsafe]] block without a '// SAFETY:' comment
}
template __device__ void templated<int>(int);
template __device__ void templated<float>(float);
// Two instantiations, one warning: --implicit-check-not refuses a second.

// --- near misses: quiet ---------------------------------------------------------

__device__ void line_comment() {
  // SAFETY: active_mask's result is used right here.
  [[oxide::unsafe]] { (void)oxide::warp::active_mask(); }
}

__device__ void multi_line_comment() {
  // SAFETY: every lane of the warp reaches this shuffle: no branch above
  // depends on the lane, and the warp is full (blockDim.x % 32 == 0).
  [[oxide::unsafe]] { (void)oxide::warp::shuffle(oxide::warp::full_mask, 1, 0); }
}

__device__ void block_comment_and_blank_line() {
  /* SAFETY: only lane 0 of each warp gets here, and each warp owns its slot. */

  [[oxide::unsafe]] { (void)oxide::warp::active_mask(); }
}

__device__ void trailing_comment_on_previous_line() {
  int x = 0; // SAFETY: the block below runs in every lane.
  [[oxide::unsafe]] { x = oxide::warp::active_mask(); }
  (void)x;
}
