// A kernel whose attributes are on its declaration in a header is checked
// at its definition here like any other oxide kernel. Both paths.
// RUN: %clang_cuda_plugin -I%S/Inputs -fsyntax-only --cuda-device-only -Xclang -verify %s
// RUN: rm -f %t.cu && %oxide-rewrite %s -o %t.cu -- -I%S/Inputs -Xclang -verify && not test -e %t.cu
#include "split_declarations.cuh"

__global__ void split_writes_anywhere(oxide::disjoint_slice<float> out, unsigned j) {
  float *p = nullptr;
  p[j] = 1.0f; // expected-error {{raw pointer arithmetic in safe code}} expected-note {{index an oxide::slice instead}}
  (void)out;
}
