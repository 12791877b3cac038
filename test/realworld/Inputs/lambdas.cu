// Lambdas in device code, a functor template parameter, and a host lambda
// that launches.
template <typename F>
__device__ float apply(F f, float x) { return f(x); }

template <typename Op>
__global__ void transform(const float *in, float *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto square = [](float v) { return v * v; };
  if (i < n)
    out[i] = op(apply(square, in[i]));
}

struct add_one {
  __device__ float operator()(float v) const { return v + 1.0f; }
};

void run(const float *in, float *out, int n) {
  auto launch = [&](auto op) { transform<<<(n + 127) / 128, 128>>>(in, out, n, op); };
  launch(add_one{});
}
