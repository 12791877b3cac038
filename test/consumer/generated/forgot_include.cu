// oxide attributes, and no #include <oxide/oxide.cuh>.
[[oxide::kernel]] __global__ void forgot(int n) {}
int main() {}
