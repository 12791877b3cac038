#pragma once
#error "the copy found include/sub/deep.h, not src/sub/deep.h"
