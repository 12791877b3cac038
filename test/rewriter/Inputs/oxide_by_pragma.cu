// A #pragma clang attribute that makes every later function an oxide kernel.
#pragma clang attribute push (__attribute__((annotate("ox" "ide.kernel"))), apply_to = function)
__global__ void k(int n) {}
#pragma clang attribute pop
