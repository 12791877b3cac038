//===- Checks.h - The oxide checks, one file each ---------------*- C++ -*-===//
#ifndef OXIDE_PLUGIN_CHECKS_H
#define OXIDE_PLUGIN_CHECKS_H

#include "Diagnostics.h"
#include "KernelPlan.h"
#include "TrustedCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

namespace clang {
class Preprocessor;
} // namespace clang

namespace oxide::plugin {

/// [[oxide::kernel]] on a function that is not __global__; a contract or
/// unchecked_indexing on a function that is not an oxide kernel.
void checkKernelAttributes(const clang::FunctionDecl &FD, Reporter &R);

/// [[oxide::launch_contract]]: syntax, keys, geometry, and the `requires`
/// grammar against the kernel's parameters and __launch_bounds__.
void checkLaunchContract(KernelPlans &Plans, const clang::FunctionDecl &FD, Reporter &R);

/// A kernel parameter through which every thread can write the same memory
/// (T*, T&, slice<T> with non-const T, or a struct holding one).
void checkAliasingParams(const clang::FunctionDecl &FD, Reporter &R);

/// A kernel parameter that reaches memory past every check: a raw pointer
/// (const too), a reference, or one held in a field, base or slice element;
/// a mutable member; a surface object.
void checkUncheckedParams(const clang::FunctionDecl &FD, Reporter &R);

/// The whole-TU checks: every function the user wrote, instantiations
/// included, system headers skipped.

/// A thread witness stored anywhere but a local or behind a const&.
void checkWitnessEscape(clang::ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted);
/// A Tier-2 (OXIDE_UNSAFE_FN) API called outside an [[oxide::unsafe]] block.
void checkUnsafeScope(clang::ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted);
/// Warning: a <<<>>> launch of a contracted kernel (the contract goes
/// unchecked, and the entry still assumes its `requires`).
void checkChevronLaunches(clang::ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted);
/// Warning: a contracted kernel's address taken where it could launch
/// (a function pointer, cudaLaunchKernel, a cast): the same hole, one step
/// removed.
void checkKernelAddresses(clang::ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted);
/// Warning: an [[oxide::unsafe]] block with no // SAFETY: comment before it.
void checkSafetyComments(clang::ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted);
/// A user specialization (explicit or partial) of a template of namespace
/// oxide, or of a member of one: it would replace what the checks prove.
void checkOxideSpecializations(clang::ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted);
/// An oxide mark (`annotate("oxide....")`) spelled by hand in user code,
/// and OXIDE_UNSAFE_FN on a kernel: they would make the checks trust it.
void checkOxideMarks(clang::ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted);
/// A user's macro expanded in a trusted header's code (UserMacros.h); with
/// oxide-rewrite's cached header, a user macro before a trusted #include.
void checkUserMacros(const UserMacroUses &U, bool WithCachedHeader, const clang::SourceManager &SM,
                     Reporter &R);
/// The safe subset (SafeRules.h): in every function an oxide kernel reaches,
/// outside [[oxide::unsafe]], what could break memory safety is refused.
void checkSafeSubset(clang::ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted);

/// OXIDE_UNCHECKED_INDEXING defined (a header, the file, -D) in a build that
/// did not ask for unchecked indexing (Options::UncheckedIndexing).
void checkUncheckedIndexingMacro(clang::Preprocessor &PP, Reporter &R);

/// -fplugin-arg-oxide-dump-params / dump-contracts: remarks that show what
/// the plugin received (the classification later checks build on, and the
/// contract strings exactly as they arrived).
void remarkKernelInputs(KernelPlans &Plans, const clang::FunctionDecl &FD, Reporter &R);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_CHECKS_H
