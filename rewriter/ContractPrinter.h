//===- ContractPrinter.h - oxide-rewrite -print-contracts -------*- C++ -*-===//
#ifndef OXIDE_REWRITER_CONTRACTPRINTER_H
#define OXIDE_REWRITER_CONTRACTPRINTER_H

#include "KernelPlan.h"

#include "clang/AST/ASTContext.h"
#include "llvm/Support/raw_ostream.h"

namespace oxide::rewriter {

/// One line per contracted kernel (instantiations included), with the
/// validated contract as the emitters see it: "kernel: <canonical contract>".
void printContracts(clang::ASTContext &Ctx, plugin::KernelPlans &Plans, llvm::raw_ostream &OS);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_CONTRACTPRINTER_H
