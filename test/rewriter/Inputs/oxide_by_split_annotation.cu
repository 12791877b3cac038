// An oxide annotation whose string is split: joined only after preprocessing.
__attribute__((annotate("ox" "ide.kernel"))) __global__ void k(int n) {}
