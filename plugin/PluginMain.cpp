//===- PluginMain.cpp - The oxide clang plugin ----------------------------===//
//
//   clang++ -fplugin=libOxidePlugin.so [-fplugin-arg-oxide-<option>] ...
//
// Options: dump-params, dump-contracts, device-diagnostics, unchecked-indexing.
//
//===----------------------------------------------------------------------===//

#include "OxideConsumer.h"
#include "TrustedCode.h"
#include "UserMacros.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>

using namespace clang;

namespace oxide::plugin {
namespace {

/// <prefix>/include next to this plugin (<prefix>/lib/oxide/libOxidePlugin.so):
/// the device_lib an installed plugin ships with, wherever it was installed.
/// Empty when the plugin's own path is unknown.
std::string includeBesidePlugin() {
  Dl_info Info{};
  if (!dladdr(reinterpret_cast<void *>(&includeBesidePlugin), &Info) || !Info.dli_fname)
    return "";
  llvm::SmallString<256> Dir(Info.dli_fname);
  for (int I = 0; I < 3; ++I) // the file, lib/oxide, lib
    llvm::sys::path::remove_filename(Dir);
  llvm::sys::path::append(Dir, "include");
  return std::string(Dir);
}

/// C++ lets the optimizer assume that a loop with no side effects ends
/// (clang marks such loops and functions `mustprogress`). In a checked kernel
/// that turns `while (i >= in.len()) {}` into a proof that `i < in.len()`:
/// LLVM deletes the loop and the bounds check after it, and the read goes
/// past the slice. nvcc keeps the loop, so a bad index spins there; so must
/// this compile. The setting is read as each function is emitted, after this
/// action runs. Whole-translation-unit: a kernel's helpers may be anywhere.
void keepInfiniteLoops(CompilerInstance &CI) {
  CI.getCodeGenOpts().setFiniteLoops(CodeGenOptions::FiniteLoopsKind::Never);
}

/// A dereference of null is undefined in C++, and clang emits every load
/// and reference as "not null". In a checked kernel that turns
/// `*(o ? &*o : nullptr)` into a proof that `o` holds an element: LLVM
/// deletes the bounds check and reads past the slice. Refusing null in the
/// safe subset would refuse sound code that compares with it, so the compile
/// keeps every null check instead (as -fno-delete-null-pointer-checks does):
/// a bad index then loads address 0 and faults, as under nvcc.
void keepNullChecks(CompilerInstance &CI) { CI.getCodeGenOpts().NullPointerIsValid = true; }

/// Clang marks every argument and return value `noundef`: passing a value
/// that is not a number is undefined. LLVM then reads a branch that would
/// pass one as never taken: in `x[i < x.len() ? i : size_t(1e30f)]` the
/// out-of-range conversion folds to poison, and the "in bounds" side is
/// assumed, deleting the check. Without the marks, a bad index traps.
void keepUndefArguments(CompilerInstance &CI) { CI.getCodeGenOpts().EnableNoundefAttrs = false; }

class OxideAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) override {
    keepInfiniteLoops(CI);
    keepNullChecks(CI);
    keepUndefArguments(CI);
    Options O = Opts;
    O.TrustedDirs = trustedDirectories(CI, includeBesidePlugin());
    O.UntrustedInputs = untrustedInputs(CI);
    auto Macros = std::make_shared<UserMacroUses>();
    CI.getPreprocessor().addPPCallbacks(
        recordUserMacros(CI.getPreprocessor(), O.TrustedDirs, Macros));
    O.UserMacros = Macros;
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
        D.Report(customDiagID(D, DiagnosticsEngine::Error,
                              withCheckName("unknown oxide plugin option '%0'; known: dump-params, "
                                            "dump-contracts, device-diagnostics, "
                                            "unchecked-indexing",
                                            Check::PluginOption)))
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
