//===- KernelMap.h - Where each kernel of a file is defined -------*- C++ -*-===//
//
// One line per __global__ function of the main file (instantiations too):
//   <mangled device symbol> TAB <file>:<line>:<col> TAB <bounds>
// where <bounds> is `__launch_bounds__(...)`, `block (x, y, z)` from an oxide
// contract, or `-`. oxide-cuda-launcher reads it to put ptxas's register
// spill report ("in function '_Z...'") at the kernel's definition.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_KERNELMAP_H
#define OXIDE_REWRITER_KERNELMAP_H

#include "KernelPlan.h"

#include "clang/AST/ASTContext.h"

#include <string>

namespace oxide::rewriter {

std::string emitKernelMap(clang::ASTContext &Ctx, plugin::KernelPlans &Plans);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_KERNELMAP_H
