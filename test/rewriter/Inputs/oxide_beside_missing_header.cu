// A header clang cannot find, and oxide in the file's own text.
#include "no_such_header.h"
[[oxide::kernel]] __global__ void k(int n) {}
