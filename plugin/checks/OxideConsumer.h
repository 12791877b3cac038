//===- OxideConsumer.h - Run every oxide check on a TU ----------*- C++ -*-===//
//
// Shared by the plugin and oxide-rewrite, so both refuse the same code.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_OXIDECONSUMER_H
#define OXIDE_PLUGIN_OXIDECONSUMER_H

#include "Diagnostics.h"
#include "KernelPlan.h"
#include "TrustedCode.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Lex/Preprocessor.h"

#include <memory>

namespace oxide::plugin {

class OxideConsumer : public clang::ASTConsumer {
public:
  OxideConsumer(Options Opts, clang::Preprocessor &PP) : Opts(std::move(Opts)), PP(PP) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

  /// After HandleTranslationUnit: the plans the checks read, for
  /// oxide-rewrite's emitters, and the reporter every diagnostic goes through.
  KernelPlans &plans() { return *Plans; }
  Reporter &reporter() { return *R; }

private:
  void checkDeclaration(const clang::FunctionDecl &FD);
  void checkTranslationUnit(clang::ASTContext &Ctx, const TrustedCode &Trusted);

  Options Opts;
  clang::Preprocessor &PP;
  std::unique_ptr<KernelPlans> Plans;
  std::unique_ptr<Reporter> R;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_OXIDECONSUMER_H
