// An oxide kernel, and no #include <oxide/oxide.cuh>.
[[oxide::kernel]] [[oxide::launch_contract("domain = 1, block = (32, 1, 1)")]]
__global__ void k(int n) { (void)n; }
