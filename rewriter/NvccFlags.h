//===- NvccFlags.h - Read an nvcc command line the way clang can --*- C++ -*-===//
//
// compile_commands.json from a CMake + nvcc build holds nvcc command lines
// (`-x cu`, `--generate-code=...`, `-Xcompiler=-fPIE`, `-isystem=/dir`,
// `--expt-relaxed-constexpr`, `-MD -MT ...`). `oxide-rewrite -p build` keeps
// what changes the parse (include paths, macros, the dialect, forced
// includes) and drops the rest; oxide's own CUDA parse flags follow.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_NVCCFLAGS_H
#define OXIDE_REWRITER_NVCCFLAGS_H

#include "clang/Tooling/ArgumentsAdjusters.h"

namespace oxide::rewriter {

/// An adjuster that leaves clang command lines alone and turns an nvcc one
/// (argv[0] named nvcc) into `clang++ <parse-relevant flags> <source>`.
clang::tooling::ArgumentsAdjuster getNvccCommandAdjuster();

/// Drops the command's own choice of side and GPU (--cuda-host-only,
/// --cuda-device-only, --cuda-gpu-arch, --offload-arch): oxide-rewrite parses
/// one side for one architecture at a time, and each parse must be a single
/// compiler job.
clang::tooling::ArgumentsAdjuster getOneSideAdjuster();

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_NVCCFLAGS_H
