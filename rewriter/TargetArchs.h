//===- TargetArchs.h - The GPU architectures a compile builds -*- C++ -*-===//
//
// oxide checks the device side of a file once for each architecture nvcc
// compiles it for: `#if __CUDA_ARCH__ == 750` holds code for sm_75 alone.
// So the list must be nvcc's own, not a reading of its flags: -arch=all,
// all-major and native, a virtual architecture alone (compute_75), and no
// -arch at all (nvcc's default) each name architectures no flag spells as
// sm_XX. For an nvcc command line, nvcc says: `--dryrun` prints the
// front-end runs it would make, one a virtual architecture, without
// running them (a few milliseconds). For a clang command line, its
// --cuda-gpu-arch / --offload-arch values.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_TARGETARCHS_H
#define OXIDE_REWRITER_TARGETARCHS_H

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace oxide::rewriter {

struct TargetArchs {
  /// sm_XX names clang's --cuda-gpu-arch takes (sm_90a kept as it is).
  std::vector<std::string> Archs;
  /// Why they could not be known (Archs empty then).
  std::string Why;
};

/// The architectures \p File's command in \p Db compiles for (cached per
/// file: one nvcc --dryrun a run).
const TargetArchs &targetArchs(const clang::tooling::CompilationDatabase &Db, llvm::StringRef File);

/// From now on, the architectures are those nvcc (\p Nvcc) compiles for
/// the CMake list \p List (CUDA_ARCHITECTURES, comma separated), whatever
/// the command says: `80` and `80-real` and `80-virtual`, `all`,
/// `all-major`, `native`, and `OFF` or nothing (nvcc's default).
void useCMakeArchitectures(llvm::StringRef List, llvm::StringRef Nvcc);

/// The nvcc flags for CMake's CUDA_ARCHITECTURES entry \p Entry; empty for
/// OFF (nvcc's default). False when \p Entry is none CMake knows.
bool nvccFlagsOfCMakeArch(llvm::StringRef Entry, std::vector<std::string> &Flags);

/// The sm_XX names of the virtual architectures in nvcc's --dryrun output
/// \p DryRun (each front-end run's `-arch compute_XX`), in order, once each.
std::vector<std::string> archsOfDryRun(llvm::StringRef DryRun);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_TARGETARCHS_H
