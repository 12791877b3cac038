// On kern's include path, and named as a/params.cuh is: the rewritten copy
// of a/kernels.cu (in the build tree) must still include a/params.cuh, the
// header oxide checked, as the original does (rewriter/BesideIncludes.h).
#error "the copy of a/kernels.cu included shadow/params.cuh"
