#pragma once
#error "the copy found include/digraph.h, not src/digraph.h"
