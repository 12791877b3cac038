//===- HostLauncherEmitter.h - Launchers callable from .cpp files -*- C++ -*-===//
//
// oxide-rewrite --header out.oxide.h: for each kernel `ns::k`, plain host
// functions `ns::k_launch` (checked) and `ns::k_launch_unchecked`, declared in
// the header (includable by g++) and defined at the end of the rewritten .cu.
// A [[oxide::kernel(raw)]] kernel gets only the unchecked one.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_HOSTLAUNCHEREMITTER_H
#define OXIDE_REWRITER_HOSTLAUNCHEREMITTER_H

#include "Diagnostics.h"
#include "KernelPlan.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <string>
#include <vector>

namespace oxide::rewriter {

struct HostLaunchers {
  std::string Header;      ///< the whole header file
  std::string Definitions; ///< to append to the rewritten .cu
};

/// \p Kernels: the kernels that got kernel_traits. \p Source: the user's file,
/// named in the header's banner.
HostLaunchers emitHostLaunchers(const std::vector<const plugin::KernelPlan *> &Kernels,
                                const clang::ASTContext &Ctx, llvm::StringRef Source,
                                plugin::Reporter &Report);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_HOSTLAUNCHEREMITTER_H
