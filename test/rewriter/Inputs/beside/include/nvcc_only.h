#pragma once
#error "the copy found include/nvcc_only.h, not src/nvcc_only.h"
