// An oxide attribute split over two lines, in a file that includes no
// oxide header: a line-by-line grep missed it.
[[gnu::noinline,
  oxide::kernel]] __global__ void split(float *p) { p[3] = 1.0f; }
