#pragma once
#error "the copy found include/empty_macro.h, not src/empty_macro.h"
