// The raw twin of examples/scatter: encoder_backward_kernel of Andrej
// Karpathy's llm.c (train_gpt2_fp32.cu, commit
// 0aedcbac414bf336291db07abd4c93352e4bf415, the commit examples/layernorm's
// kernel comes from; unchanged at f1e2ace651495b74ae22d45d1723443fd00ecd3a),
// kept verbatim below its MIT license, with the CEIL_DIV macro its launch
// uses. Only the launch function at the end is oxide's, as llm.c's
// encoder_backward makes it (256 threads, one thread an element of dout).
// Plain CUDA, compiled by plain nvcc.

/* MIT License
 *
 * Copyright (c) 2024 Andrej Karpathy
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all
 * copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 * SOFTWARE.
 */

#include "scatter/scatter_raw.h"

// convenience macro for calculating grid/block dimensions for kernels
#define CEIL_DIV(M, N) (((M) + (N)-1) / (N))

// really bad naive kernel with atomicAdd
__global__ void encoder_backward_kernel(float* dwte, float* dwpe,
                                        const float* dout, const int* inp,
                                        int B, int T, int C) {
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    int N = B * T * C;

    if (idx < N) {
        int bt = idx / C;
        int b = bt / T;
        int t = bt % T;
        int c = idx % C;

        int ix = inp[b * T + t];

        const float* dout_btc = dout + b * T * C + t * C + c;
        float* dwte_ix = dwte + ix * C + c;
        float* dwpe_tc = dwpe + t * C + c;

        atomicAdd(dwte_ix, *dout_btc);
        atomicAdd(dwpe_tc, *dout_btc);
    }
}

// oxide's: the launch, as llm.c's encoder_backward makes it (without its
// cudaCheck, which exits; the example checks the launch itself).
void encoder_backward_raw_launch(float *dwte, float *dwpe, const float *dout, const int *inp,
                                 int B, int T, int C) {
  const int N = B * T * C;
  const int block_size = 256;
  const int grid_size = CEIL_DIV(N, block_size);
  encoder_backward_kernel<<<grid_size, block_size>>>(dwte, dwpe, dout, inp, B, T, C);
}
