// The raw twin of examples/histogram (histogram_raw.cu): cuda-samples'
// histogram256, as the sample's host code launches it.
#pragma once

// 256-bin histogram of the bytes of `data` (`words` 32-bit words) into
// `histogram` (256 counters), through `partial` (240 x 256 counters, one
// histogram a block): histogram256Kernel<<<240, 192>>>, then
// mergeHistogram256Kernel<<<256, 256>>>, on the default stream.
void histogram256_raw_launch(unsigned *histogram, unsigned *partial, const unsigned *data,
                             unsigned words);

// The sample's partial histogram count (PARTIAL_HISTOGRAM256_COUNT).
constexpr unsigned histogram256_raw_partials = 240;
