// A coverage guard the raw kernel had: every element needs a thread, or part
// of the output is never written. The contract states it (`grid.x * block.x
// >= n`), the launcher checks it on the host, and the fact at the entry lets
// the compiler delete the guard.
#include <oxide/oxide.cuh>

[[oxide::kernel]]
OXIDE_LAUNCH_CONTRACT(domain = 1, block = (256, 1, 1), requires = (out.len() == n, grid.x * block.x >= n))
__global__ void cover(oxide::disjoint_slice<unsigned> out, unsigned n) {
  if (static_cast<unsigned long long>(gridDim.x) * blockDim.x < n)
    return;
  if (auto o = out.get_mut(oxide::thread::index_1d()))
    *o = n;
}
