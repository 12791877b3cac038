//===- Diagnostics.h - How oxide checks report ------------------*- C++ -*-===//
//
// Shared by every check. In CUDA mode the plugin runs once per cc1 job
// (device first, then host). Errors may be emitted in any job: the driver
// stops at the first job that fails, so an error prints once. Warnings and
// remarks do not stop the driver, so they are emitted only in the host job,
// unless the compile is device-only (-fplugin-arg-oxide-device-diagnostics).
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

struct Options {
  bool DumpParams = false;        ///< remark: each kernel parameter's class
  bool DumpContracts = false;     ///< remark: each contract string as received
  bool DeviceDiagnostics = false; ///< emit warnings/remarks in a device job too
  bool UncheckedIndexing = false; ///< the build asked for it: OXIDE_UNCHECKED_INDEXING may be defined
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
      : Diags(Diags), Opts(Opts),
        IsDeviceJob(LO.CUDA && LO.CUDAIsDevice) {}

  const Options &options() const { return Opts; }

  template <unsigned N>
  clang::DiagnosticBuilder error(clang::SourceLocation Loc, const char (&Fmt)[N]) {
    return Diags.Report(Loc, Diags.getCustomDiagID(clang::DiagnosticsEngine::Error, Fmt));
  }
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
  void warning(clang::SourceLocation Loc, const char (&Fmt)[N],
               llvm::ArrayRef<llvm::StringRef> Args = {}) {
    emit(clang::DiagnosticsEngine::Warning, Loc, Fmt, Args);
  }
  template <unsigned N>
  void remark(clang::SourceLocation Loc, const char (&Fmt)[N],
              llvm::ArrayRef<llvm::StringRef> Args = {}) {
    emit(clang::DiagnosticsEngine::Remark, Loc, Fmt, Args);
  }

private:
  template <unsigned N>
  void emit(clang::DiagnosticsEngine::Level L, clang::SourceLocation Loc,
            const char (&Fmt)[N], llvm::ArrayRef<llvm::StringRef> Args) {
    if (!emitsNonErrors())
      return;
    auto DB = Diags.Report(Loc, Diags.getCustomDiagID(L, Fmt));
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
