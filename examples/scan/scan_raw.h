// The raw twin of examples/scan (scan_raw.cu): cuda-samples' shfl_scan
// prefix sum, as the sample's shuffle_simple_test launches it.
#pragma once

// In place: `data` (n ints, n = 65536 in the sample: blocks of 256, and at
// most 256 blocks, since the block sums are scanned by one block) becomes
// its inclusive prefix sum; `partial_sums` (n / 256 ints) the blocks' sums,
// scanned. Three launches on the default stream: shfl_scan_test over the
// data, shfl_scan_test over the block sums, uniform_add.
void shfl_scan_raw_launch(int *data, int *partial_sums, unsigned n);
