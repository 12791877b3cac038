//===- LauncherEmitter.h - oxide::kernel_traits for a kernel ----*- C++ -*-===//
#ifndef OXIDE_REWRITER_LAUNCHEREMITTER_H
#define OXIDE_REWRITER_LAUNCHEREMITTER_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <string>

namespace oxide::rewriter {

/// The explicit specialization oxide::kernel_traits<&K> for kernel \p FD:
/// name, contract, parameter names, the `requires` evaluation and the <<<>>>
/// call. Closes and reopens the kernel's namespaces around it, so it can be
/// inserted right after the kernel. \p FD may be an explicit instantiation
/// of a kernel template. Empty for the template itself and for kernels whose
/// contract does not validate.
std::string emitKernelTraits(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

/// The contract's facts as assumptions for the kernel's entry, one line:
/// ` OXIDE_ASSUME(rel);` per `requires` relation (u64 arithmetic, the same
/// values the checked launcher proved), `aligned(p, N)` as a pointer fact.
/// Empty when the kernel has no valid contract or no relation.
std::string emitContractAssumptions(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

/// ` OXIDE_LAUNCH_SHAPE(domain, x, y, z);` for a kernel with an
/// `[[oxide::unsafe]]` block whose contract fixes the block (x, y, z) or a
/// domain under 3 (then x, y, z are 0): the device-side backstop of the
/// launch shape (config.cuh), a check that traps, never an assumption.
/// Empty otherwise.
std::string emitLaunchShapeCheck(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

/// ` { const ::oxide::size_t oxide_len0 = n; OXIDE_SAME_LEN(x, oxide_len0); }`
/// for each class of operands that `requires` equalities (`x.len() == n`,
/// `x.len() == y.len()`) make equal: every slice-like parameter of the class
/// takes the class's one value, so the compiler sees one length, not several
/// (config.cuh). Empty when there is no such class.
std::string emitSameLengths(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

/// `ns::k` or `ns::k<float>`: how generated code names the kernel.
std::string kernelPath(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_LAUNCHEREMITTER_H
