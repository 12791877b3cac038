#include <oxide/oxide.cuh>

[[oxide::kernel]] __global__ void k(oxide::disjoint_slice<float> o) {}
int main() {}
