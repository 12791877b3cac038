//===- OxideConsumer.h - Run every oxide check on a TU ----------*- C++ -*-===//
//
// Shared by the plugin and oxide-rewrite, so both refuse the same code.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_OXIDECONSUMER_H
#define OXIDE_PLUGIN_OXIDECONSUMER_H

#include "Diagnostics.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Lex/Preprocessor.h"

namespace oxide::plugin {

class OxideConsumer : public clang::ASTConsumer {
public:
  OxideConsumer(Options Opts, clang::Preprocessor &PP) : Opts(Opts), PP(PP) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  Options Opts;
  clang::Preprocessor &PP;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_OXIDECONSUMER_H
