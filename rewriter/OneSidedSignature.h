//===- OneSidedSignature.h - A kernel's parameters, alike on both sides -*- C++ -*-===//
//
// nvcc compiles the rewritten file twice, for the host and for the device.
// The launcher (host) checks the contract's `requires` on the host's view of
// the parameters, and the kernel's entry (device) assumes them of the
// device's. Where an #if chooses the parameter list, or the layout of a
// parameter's class, differently on the two sides (`#ifdef __CUDA_ARCH__`
// with `a` and `b` swapped), the check and the assumption are about
// different buffers, and a bounds check folds away on a relation that was
// never checked. So a conditional directive inside a kernel's declaration,
// or inside the definition of a class its parameters hold, is refused, and
// so is a macro used there that is defined inside a conditional.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_ONESIDEDSIGNATURE_H
#define OXIDE_REWRITER_ONESIDEDSIGNATURE_H

#include "Diagnostics.h"
#include "TrustedCode.h"

#include "clang/AST/Decl.h"
#include "clang/Lex/PPCallbacks.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
} // namespace clang

namespace oxide::rewriter {

class OneSidedSignature {
public:
  /// Installs a recorder of the conditionals (#if to #endif) on \p PP.
  OneSidedSignature(clang::Preprocessor &PP, std::vector<std::string> TrustedDirs);

  /// True when nothing in \p Kernel's declaration, or in the definitions of
  /// the classes its parameters hold, depends on an #if; else refused.
  bool check(const clang::FunctionDecl &Kernel, plugin::Reporter &Report) const;

private:
  bool conditionalIn(clang::SourceRange R, clang::SourceLocation &Where) const;

  clang::Preprocessor &PP;
  plugin::TrustedCode Trusted;
  std::shared_ptr<std::vector<clang::SourceRange>> Conditionals;
};

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_ONESIDEDSIGNATURE_H
