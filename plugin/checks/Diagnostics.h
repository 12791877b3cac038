//===- Diagnostics.h - How oxide checks report ------------------*- C++ -*-===//
//
// Shared by every check. In CUDA mode the plugin runs once per cc1 job
// (device first, then host). Errors may be emitted in any job: the driver
// stops at the first job that fails, so an error prints once. Warnings and
// remarks do not stop the driver, so they are emitted only in the host job,
// unless the compile is device-only (-fplugin-arg-oxide-device-diagnostics).
//
// Every error, warning and remark names its check (CheckNames.def): the
// Reporter is the one way to emit one, and it appends ` [oxide-...]`.
// There is no switch that turns an error off.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_DIAGNOSTICS_H
#define OXIDE_PLUGIN_DIAGNOSTICS_H

#include "DivergentBranches.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/LangOptions.h"

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace oxide::plugin {

struct UserMacroUses; // UserMacros.h

enum class Check {
#define OXIDE_CHECK(Enumerator, Name) Enumerator,
#include "CheckNames.def"
};

/// The check's name as diagnostics and docs/diagnostics.md spell it.
llvm::StringRef checkName(Check C);

/// \p Message with its check's name appended: `... [oxide-...]`.
std::string withCheckName(llvm::StringRef Message, Check C);

/// The diagnostic ID of \p Format at level \p L (clang's custom
/// diagnostics; only the Reporter calls it).
unsigned customDiagID(clang::DiagnosticsEngine &Diags, clang::DiagnosticsEngine::Level L,
                      llvm::StringRef Format);

struct Options {
  bool DumpParams = false;        ///< remark: each kernel parameter's class
  bool DumpContracts = false;     ///< remark: each contract string as received
  bool DeviceDiagnostics = false; ///< emit warnings/remarks in a device job too
  bool UncheckedIndexing =
      false; ///< the build asked for it: OXIDE_UNCHECKED_INDEXING may be defined
  std::vector<std::string> TrustedDirs; ///< TrustedCode.h: code there is not checked
  /// Why a path may not be the file it names (TrustedCode.h,
  /// untrustedInputs), or "": trusted code cannot be told apart then.
  std::string UntrustedInputs;
  /// User macros in trusted code (UserMacros.h); null when not recorded.
  std::shared_ptr<const UserMacroUses> UserMacros;
  /// The parse includes oxide-rewrite's cached header (ParseCache.h).
  bool WithCachedHeader = false;
  /// oxide-rewrite: the conditionals nvcc may resolve differently (filled
  /// while parsing; DivergentBranches.h). Null for the plugin.
  std::shared_ptr<const DivergentBranches> Divergent;
};

class Reporter {
public:
  Reporter(clang::DiagnosticsEngine &Diags, const clang::LangOptions &LO, const Options &Opts)
      : Diags(Diags), Opts(Opts), IsDeviceJob(LO.CUDA && LO.CUDAIsDevice) {}

  const Options &options() const { return Opts; }

  template <unsigned N>
  clang::DiagnosticBuilder error(Check C, clang::SourceLocation Loc, const char (&Fmt)[N]) {
    return Diags.Report(Loc, id(clang::DiagnosticsEngine::Error, C, Fmt));
  }
  /// A note belongs to the error or warning before it, which names the check.
  template <unsigned N>
  clang::DiagnosticBuilder note(clang::SourceLocation Loc, const char (&Fmt)[N]) {
    return Diags.Report(Loc, Diags.getCustomDiagID(clang::DiagnosticsEngine::Note, Fmt));
  }

  /// False when this (location, message) was already reported: template
  /// instantiations repeat their pattern's diagnostics.
  bool firstTime(clang::SourceLocation Loc, llvm::StringRef Message) {
    return Reported.insert({Loc.getRawEncoding(), Message.str()}).second;
  }

  /// Warnings and remarks: only where they will print once.
  bool emitsNonErrors() const { return !IsDeviceJob || Opts.DeviceDiagnostics; }
  template <unsigned N>
  void warning(Check C, clang::SourceLocation Loc, const char (&Fmt)[N],
               llvm::ArrayRef<llvm::StringRef> Args = {}) {
    emit(clang::DiagnosticsEngine::Warning, C, Loc, Fmt, Args);
  }
  template <unsigned N>
  void remark(Check C, clang::SourceLocation Loc, const char (&Fmt)[N],
              llvm::ArrayRef<llvm::StringRef> Args = {}) {
    emit(clang::DiagnosticsEngine::Remark, C, Loc, Fmt, Args);
  }

private:
  unsigned id(clang::DiagnosticsEngine::Level L, Check C, llvm::StringRef Fmt) {
    return customDiagID(Diags, L, withCheckName(Fmt, C));
  }
  void emit(clang::DiagnosticsEngine::Level L, Check C, clang::SourceLocation Loc,
            llvm::StringRef Fmt, llvm::ArrayRef<llvm::StringRef> Args) {
    if (!emitsNonErrors())
      return;
    auto DB = Diags.Report(Loc, id(L, C, Fmt));
    for (llvm::StringRef A : Args)
      DB << A;
  }

  clang::DiagnosticsEngine &Diags;
  Options Opts;
  std::set<std::pair<clang::SourceLocation::UIntTy, std::string>> Reported;
  bool IsDeviceJob;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_DIAGNOSTICS_H
