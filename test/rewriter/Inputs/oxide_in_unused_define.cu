// oxide spelled only in the body of a macro that nothing expands: the
// preprocessor drops it, so the file passes through (with the warning).
#define MARK [[oxide::kernel]] \
  __global__
int x;
