// oxide only through a macro the command line defines.
MARK __global__ void k(int n) {}
