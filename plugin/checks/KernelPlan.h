//===- KernelPlan.h - One model of each kernel ------------------*- C++ -*-===//
//
// Everything the checks and oxide-rewrite's emitters know of one function
// declaration, read off the AST once: its redeclarations, its parameters by
// index with their kinds, its launch contract (parsed and validated once:
// KernelPlans is the only caller of attrs::readContract), and its flags.
// The plugin's per-declaration checks and every emitter read plans; none
// goes back to the attributes for the same facts.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_KERNELPLAN_H
#define OXIDE_PLUGIN_KERNELPLAN_H

#include "oxide/attrs/ContractFromDecl.h"
#include "oxide/attrs/KernelParams.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace oxide::plugin {

struct KernelPlan {
  const clang::FunctionDecl *Decl = nullptr; ///< the declaration this plan describes
  /// Every declaration of the function, first to last.
  std::vector<const clang::FunctionDecl *> Redecls;
  /// The parameters by index, with their kinds (and, for a slice-like one,
  /// its element and index space).
  llvm::SmallVector<attrs::KernelParam, 8> Params;
  /// What the contract language knows of the kernel: the parameters' names
  /// and kinds, and its __launch_bounds__ maximum.
  contract::KernelInfo Info;
  /// The launch contract, parsed and validated; nullopt when there is none.
  std::optional<attrs::DeclContract> Contract;
  bool Global = false;            ///< __global__
  bool Oxide = false;             ///< [[oxide::kernel]], raw or not
  bool Raw = false;               ///< [[oxide::kernel(raw)]]
  bool UncheckedIndexing = false; ///< [[oxide::unchecked_indexing]]
  bool HoldsUnsafeBlock = false;  ///< its own body has an [[oxide::unsafe]] block
  bool StagesBlockShared = false; ///< its own body declares an oxide::block_shared
  bool CallsCollective = false;   ///< its own body calls an oxide collective

  /// The contract when it validated; null when there is none or it failed
  /// (its errors say why: nothing is emitted for it).
  const contract::LaunchContract *validContract() const {
    return Contract && Contract->Diags.empty() ? &Contract->Contract : nullptr;
  }
  /// A contract that failed to parse or validate.
  bool contractRefused() const { return Contract && !Contract->Diags.empty(); }
  /// The contract's index-space dimensions (1, 2 or 3); 0 without a valid contract.
  unsigned domain() const { return validContract() ? validContract()->Domain : 0; }
};

/// The plans of a translation unit, by declaration. A plan is made the
/// first time it is asked for and kept: each contract is parsed once per
/// parse, whichever check or emitter asks first.
class KernelPlans {
public:
  explicit KernelPlans(const clang::ASTContext &Ctx) : Ctx(Ctx) {}
  KernelPlans(const KernelPlans &) = delete;
  KernelPlans &operator=(const KernelPlans &) = delete;

  const KernelPlan &of(const clang::FunctionDecl &FD);
  /// The plans of \p Decls, in their order.
  std::vector<const KernelPlan *> of(const std::vector<const clang::FunctionDecl *> &Decls);

private:
  const clang::ASTContext &Ctx;
  std::map<const clang::FunctionDecl *, std::unique_ptr<KernelPlan>> Plans;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_KERNELPLAN_H
