#include "unchecked_kernel_in_header.cuh"
