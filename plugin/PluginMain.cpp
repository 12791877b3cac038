//===- PluginMain.cpp - The oxide clang plugin ----------------------------===//
//
//   clang++ -fplugin=libOxidePlugin.so [-fplugin-arg-oxide-<option>] ...
//
// Options: dump-params, dump-contracts, device-diagnostics, unchecked-indexing.
//
//===----------------------------------------------------------------------===//

#include "OxideConsumer.h"
#include "TrustedCode.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"

using namespace clang;

namespace oxide::plugin {
namespace {

class OxideAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) override {
    Options O = Opts;
    O.TrustedDirs = trustedDirectories(CI);
    return std::make_unique<OxideConsumer>(O, CI.getPreprocessor());
  }

  bool ParseArgs(const CompilerInstance &CI, const std::vector<std::string> &Args) override {
    for (const std::string &Arg : Args) {
      if (Arg == "dump-params")
        Opts.DumpParams = true;
      else if (Arg == "dump-contracts")
        Opts.DumpContracts = true;
      else if (Arg == "device-diagnostics")
        Opts.DeviceDiagnostics = true;
      else if (Arg == "unchecked-indexing")
        Opts.UncheckedIndexing = true;
      else {
        DiagnosticsEngine &D = CI.getDiagnostics();
        D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                   "unknown oxide plugin option '%0'; known: dump-params, "
                                   "dump-contracts, device-diagnostics, unchecked-indexing"))
            << Arg;
        return false;
      }
    }
    return true;
  }

  ActionType getActionType() override { return AddBeforeMainAction; }

private:
  Options Opts;
};

FrontendPluginRegistry::Add<OxideAction> X("oxide", "oxide: memory-safety checks for CUDA kernels");

} // namespace
} // namespace oxide::plugin
