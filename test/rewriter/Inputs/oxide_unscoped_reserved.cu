// An oxide attribute spelled __kernel__, without its scope.
[[__kernel__]] __global__ void k(int n) {}
