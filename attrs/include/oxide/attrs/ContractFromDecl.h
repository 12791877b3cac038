//===- ContractFromDecl.h - A kernel's contract, read off the AST -*- C++ -*-===//
//
// The one way to get a kernel's launch contract: readContract() runs the
// contract language (oxide/contract/Contract.h) over the strings the
// attribute handler stored. Its one caller is KernelPlans
// (plugin/checks/KernelPlan.h), which parses each contract once for the
// checks and every emitter.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_ATTRS_CONTRACTFROMDECL_H
#define OXIDE_ATTRS_CONTRACTFROMDECL_H

#include "oxide/contract/Contract.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <optional>
#include <vector>

namespace oxide::attrs {

/// What the contract language needs to know of a kernel: its parameters,
/// classified, and its __launch_bounds__ maximum.
contract::KernelInfo kernelInfo(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx);

struct DeclContract {
  contract::LaunchContract Contract;                 ///< valid only when Diags is empty
  std::vector<contract::Diagnostic> Diags;           ///< parse and validation, in order
  std::vector<const clang::StringLiteral *> Strings; ///< Span::Piece indexes this
  clang::SourceLocation Attribute;                   ///< where a Span::Piece past Strings points
  contract::KernelInfo Kernel;
};

/// Parses and validates \p FD's [[oxide::launch_contract]]; nullopt when it
/// has none. Strings that are not narrow literals, and an annotation with no
/// string at all (`[[clang::annotate("oxide.launch_contract")]]`), are
/// reported as diagnostics.
std::optional<DeclContract> readContract(const clang::FunctionDecl &FD,
                                         const clang::ASTContext &Ctx);

} // namespace oxide::attrs

#endif // OXIDE_ATTRS_CONTRACTFROMDECL_H
