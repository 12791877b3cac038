//===- LauncherEmitter.h - oxide::kernel_traits for a kernel ----*- C++ -*-===//
#ifndef OXIDE_REWRITER_LAUNCHEREMITTER_H
#define OXIDE_REWRITER_LAUNCHEREMITTER_H

#include "KernelPlan.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <string>
#include <vector>

namespace oxide::rewriter {

/// The generated-code protocol this oxide-rewrite writes: the number
/// <oxide/launch.cuh> defines as OXIDE_PROTOCOL_VERSION. Raise both together
/// when what the rewriter emits, or what the header expects of it, changes.
inline constexpr unsigned GeneratedProtocolVersion = 3;

/// The explicit specialization oxide::kernel_traits<&K> for kernel \p P:
/// name, contract, parameter names, the `requires` evaluation and the <<<>>>
/// call, for namespace scope (KernelSites.h closes the main file's open
/// namespaces around it). \p FD may be an explicit instantiation of a kernel
/// template. Empty for the template itself and for kernels whose
/// contract does not validate.
std::string emitKernelTraits(const plugin::KernelPlan &P, const clang::ASTContext &Ctx);

/// The kernel's contract as a link-time symbol, so that every file agrees
/// on the contract the kernel's entry assumes: where the body is (this
/// file), `extern "C" const char oxide_contract_<symbol>_<hash> = 0;`; where
/// it is only declared, that name declared and referenced (a `used` pointer
/// to it), so a launching file whose contract differs from the body's does
/// not link. emitKernelTraits appends it. Empty for a raw kernel, one
/// without a valid contract, a kernel template's instantiation, and a body
/// in a header (no facts there).
std::string emitContractToken(const plugin::KernelPlan &P, const clang::ASTContext &Ctx);

/// The contract's facts as assumptions for the kernel's entry, one line:
/// ` OXIDE_ASSUME(rel);` per `requires` relation (u64 arithmetic, the same
/// values the checked launcher proved), `aligned(p, N)` as a pointer fact.
/// Empty when the kernel has no valid contract or no relation.
std::string emitContractAssumptions(const plugin::KernelPlan &P);

/// ` OXIDE_LAUNCH_SHAPE(domain, x, y, z);` for a kernel with an
/// `[[oxide::unsafe]]` block whose contract fixes the block (x, y, z) or a
/// domain under 3 (then x, y, z are 0): the device-side backstop of the
/// launch shape (config.cuh), a check that traps. \p AtMostBlock:
/// oxide-rewrite wrote OXIDE_BLOCK_SIZE on the kernel, so its .maxntid is
/// x*y*z, and OXIDE_LAUNCH_SHAPE_EXACT may leave out the axes that bound
/// implies. ` OXIDE_LAUNCH_SHAPE_FACT(domain, x, y, z);` for a safe kernel
/// that stages an oxide::block_shared or calls a collective: the shape the
/// checked launcher proved, as an assumption. Empty otherwise.
std::string emitLaunchShape(const plugin::KernelPlan &P, bool AtMostBlock = false);

/// ` OXIDE_DYNAMIC_SHARED_ALIGNED(N);` for a kernel with an
/// `[[oxide::unsafe]]` block whose contract gives `dynamic_shared_alignment
/// = N` (N > 1): the entry asks for that alignment of the dynamic shared
/// region and traps without it (config.cuh). Empty otherwise.
std::string emitDynamicSharedAlignment(const plugin::KernelPlan &P);

/// ` { const ::oxide::size_t oxide_len0 = n; OXIDE_SAME_LEN(x, oxide_len0); }`
/// for each class of operands that `requires` equalities (`x.len() == n`,
/// `x.len() == y.len()`) make equal: every slice-like parameter of the class
/// takes the class's one value, so the compiler sees one length, not several
/// (config.cuh). Empty when there is no such class.
std::string emitSameLengths(const plugin::KernelPlan &P);

/// `ns::k` or `ns::k<float>`: how generated code names the kernel (an
/// anonymous namespace is left out: its members are named from outside).
std::string kernelPath(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

/// Whether another function (a kernel or not) shares \p FD's name in its scope.
bool isOverloaded(const clang::FunctionDecl &FD);

/// The kernel as oxide::launch's template argument: its address `&::ns::k`,
/// or for an overloaded kernel `::oxide::overload<void (int), &::ns::k>{}`
/// (nvcc cannot pass `static_cast<...>(&k)`).
std::string kernelRef(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

/// The kernel's address as an expression (`&::ns::k`, or the overload's `function`).
std::string kernelFunction(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

/// \p T as generated code outside the kernel's scope must spell it:
/// canonical (aliases are the .cu file's), fully qualified, unqualified.
std::string spelledType(clang::QualType T, const clang::ASTContext &Ctx);

/// The kernel's parameter names, each distinct: an unnamed parameter, and a
/// pack's later elements (which share the pack's name), get new ones.
std::vector<std::string> paramNames(const clang::FunctionDecl &FD);

/// \p Base, with `_` appended until no name in \p Taken starts with it:
/// a generated name (and any suffix it gets) that no parameter shadows.
std::string freshName(llvm::StringRef Base, const std::vector<std::string> &Taken);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_LAUNCHEREMITTER_H
