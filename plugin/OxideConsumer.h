//===- OxideConsumer.h - Run every oxide check on a TU ----------*- C++ -*-===//
//
// Shared by the plugin and oxide-rewrite, so both refuse the same code.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_OXIDECONSUMER_H
#define OXIDE_PLUGIN_OXIDECONSUMER_H

#include "Diagnostics.h"

#include "clang/AST/ASTConsumer.h"

namespace oxide::plugin {

class OxideConsumer : public clang::ASTConsumer {
public:
  explicit OxideConsumer(Options Opts) : Opts(Opts) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  Options Opts;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_OXIDECONSUMER_H
