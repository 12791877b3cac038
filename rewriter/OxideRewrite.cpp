//===- OxideRewrite.cpp - The oxide-rewrite tool --------------------------===//
//
//   oxide-rewrite in.cu -o out.cu [-- clang args]
//   oxide-rewrite in.cu -o out.cu -p build      (flags from compile_commands.json)
//   oxide-rewrite in.cu -o out.cu --header out.oxide.h   (launchers for .cpp files)
//   oxide-rewrite in.cu -o out.cu -print-contracts
//
// Parses the file in CUDA mode (host side), runs every oxide check, and writes
// plain CUDA C++ for nvcc or clang: oxide attributes blanked, a launcher
// (oxide::kernel_traits) after each kernel, #line directives back to the
// user's file. A file that fails a check is refused and no output is written.
//
//===----------------------------------------------------------------------===//

#include "BesideIncludes.h"
#include "ContractPrinter.h"
#include "DriverCheck.h"
#include "ForkedJob.h"
#include "KernelMap.h"
#include "NvccFlags.h"
#include "OxideConsumer.h"
#include "OxideScan.h"
#include "ParseCache.h"
#include "SourceRewrite.h"
#include "TargetArchs.h"
#include "TrustedCode.h"
#include "UserMacros.h"
#include "UserTraversalScope.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <optional>
#include <string>
#include <unistd.h>
#include <vector>

using namespace clang;
using namespace clang::tooling;

namespace {

using oxide::plugin::Check;

llvm::cl::OptionCategory OxideCategory("oxide-rewrite options");

/// A message of oxide-rewrite's own, with no place in a source file:
/// `oxide-rewrite: <message> [<check>]` on stderr.
void say(Check C, const llvm::Twine &Message) {
  llvm::errs() << "oxide-rewrite: " << oxide::plugin::withCheckName(Message.str(), C) << "\n";
}
std::string writeAtomically(llvm::StringRef Path, llvm::StringRef Text);
std::string markUnchanged(bool Unchanged);
std::string DeviceLibDir; // the device_lib include/ this run uses (trusted)
/// Set when a device-side parse reported an error, whether or not the
/// diagnostic consumer (-verify) let the run pass.
bool DeviceRefused = false;
/// The device side, while it runs in a child process beside the host side
/// (checkBothSides): the host side writes nothing before it has passed.
oxide::rewriter::ForkedJob *DeviceJob = nullptr;
llvm::cl::opt<std::string> OutputPath("o", llvm::cl::desc("Write the rewritten file here"),
                                      llvm::cl::value_desc("file"), llvm::cl::Required,
                                      llvm::cl::cat(OxideCategory));

llvm::cl::opt<std::string>
    HeaderPath("header",
               llvm::cl::desc("Also write a header of host launchers that .cpp files can call"),
               llvm::cl::value_desc("file"), llvm::cl::cat(OxideCategory));

llvm::cl::opt<bool> PrintContracts(
    "print-contracts",
    llvm::cl::desc("Print each kernel's validated launch contract, in canonical form"),
    llvm::cl::cat(OxideCategory));

llvm::cl::opt<bool> UncheckedIndexing(
    "unchecked-indexing",
    llvm::cl::desc("Drop the bounds check behind a[i] on oxide slices in the whole file (also: "
                   "OXIDE_UNCHECKED_INDEXING=1); subslice, get and get_mut keep theirs"),
    llvm::cl::cat(OxideCategory));

llvm::cl::opt<std::string> KernelMapPath(
    "kernel-map",
    llvm::cl::desc("Also write where each kernel is defined, by its mangled device symbol (for "
                   "mapping ptxas reports back to the source)"),
    llvm::cl::value_desc("file"), llvm::cl::cat(OxideCategory));

llvm::cl::opt<std::string> DepfilePath(
    "depfile",
    llvm::cl::desc("Also write a Make-style depfile: the output's prerequisites, every file the "
                   "parse read (a header edit then re-runs the rewrite)"),
    llvm::cl::value_desc("file"), llvm::cl::cat(OxideCategory));

llvm::cl::opt<std::string> UnchangedMarker(
    "unchanged-marker",
    llvm::cl::desc("Also write an empty file here when the output is the input (a file with "
                   "nothing of oxide's), and remove it otherwise; a copy written elsewhere still "
                   "differs from the input in its quoted includes of headers beside it"),
    llvm::cl::value_desc("file"), llvm::cl::cat(OxideCategory));

llvm::cl::opt<bool> KeepAttributes(
    "keep-attributes",
    llvm::cl::desc("Leave the [[oxide::...]] attributes in the output, for a clang build that "
                   "loads the plugin (-fplugin): its checks then run in that same compile"),
    llvm::cl::cat(OxideCategory));

llvm::cl::opt<std::string> CudaArchitectures(
    "cuda-architectures",
    llvm::cl::desc("The build's CMake CUDA_ARCHITECTURES (comma separated: 80,90-real, all, "
                   "all-major, native, OFF): the device side is checked for each architecture "
                   "nvcc compiles for them (asked of nvcc), whatever the flags after --"),
    llvm::cl::value_desc("list"), llvm::cl::cat(OxideCategory));

llvm::cl::opt<bool> NoContractAssumptions(
    "no-contract-assumptions",
    llvm::cl::desc("Do not turn each kernel's `requires` relations into OXIDE_ASSUME facts at its "
                   "entry (to measure what the facts buy)"),
    llvm::cl::cat(OxideCategory));

/// The whole-build switch: the flag, or OXIDE_UNCHECKED_INDEXING set to 1,
/// true, yes or on (any case). Another non-empty value is refused, so a typo
/// never silently keeps or drops the checks.
std::optional<bool> uncheckedEverywhere() {
  if (UncheckedIndexing)
    return true;
  const char *Env = std::getenv("OXIDE_UNCHECKED_INDEXING");
  llvm::StringRef V = Env ? llvm::StringRef(Env).trim() : "";
  if (V.empty() || V == "0" || V.equals_insensitive("false") || V.equals_insensitive("no") ||
      V.equals_insensitive("off"))
    return false;
  if (V == "1" || V.equals_insensitive("true") || V.equals_insensitive("yes") ||
      V.equals_insensitive("on"))
    return true;
  say(Check::RewriteCommand, "OXIDE_UNCHECKED_INDEXING='" + V +
                                 "' is neither on (1, true, yes, on) nor off (0, false, no, off, "
                                 "empty)");
  return std::nullopt;
}
bool UncheckedEverywhere = false;

/// Runs every oxide check, then (when they pass) plans the output, while the
/// AST and the diagnostics' source manager are still alive: a diagnostic
/// with a location emitted after the file ends would crash the printer.
/// The checks' options for a parse of this run, and on its preprocessor
/// the recorder of the conditionals nvcc may resolve otherwise and the
/// watch on includes named by macros (BesideIncludes.h).
oxide::plugin::Options checkOptions(CompilerInstance &CI) {
  oxide::plugin::Options Opts;
  Opts.TrustedDirs = oxide::plugin::trustedDirectories(CI, DeviceLibDir);
  Opts.UntrustedInputs = oxide::plugin::untrustedInputs(CI, oxide::rewriter::isOxidePch);
  Opts.WithCachedHeader = !CI.getPreprocessorOpts().ImplicitPCHInclude.empty();
  auto Macros = std::make_shared<oxide::plugin::UserMacroUses>();
  CI.getPreprocessor().addPPCallbacks(
      oxide::plugin::recordUserMacros(CI.getPreprocessor(), Opts.TrustedDirs, Macros));
  Opts.UserMacros = Macros;
  Opts.UncheckedIndexing = UncheckedEverywhere;
  auto Divergent = std::make_shared<oxide::plugin::DivergentBranches>();
  CI.getPreprocessor().addPPCallbacks(
      oxide::plugin::recordDivergentBranches(CI.getPreprocessor(), Opts.TrustedDirs, Divergent));
  Opts.Divergent = Divergent;
  CI.getPreprocessor().addPPCallbacks(
      oxide::rewriter::watchMacroIncludes(CI.getPreprocessor(), OutputPath));
  return Opts;
}

/// Sets Seen when an #include directive names one of device_lib's headers
/// (a directive the precompiled <oxide/oxide.cuh> makes a no-op still
/// counts: the file asked for it).
class OxideIncludeWatcher : public PPCallbacks {
public:
  explicit OxideIncludeWatcher(bool &Seen) : Seen(Seen) {}
  void InclusionDirective(SourceLocation, const Token &, llvm::StringRef, bool, CharSourceRange,
                          OptionalFileEntryRef File, llvm::StringRef, llvm::StringRef,
                          const Module *, bool, SrcMgr::CharacteristicKind) override {
    if (!File)
      return;
    llvm::SmallString<256> Dir(DeviceLibDir);
    llvm::sys::path::append(Dir, "oxide", "");
    Seen |= File->getName().starts_with(Dir) ||
            File->getFileEntry().tryGetRealPathName().starts_with(Dir);
  }

private:
  bool &Seen;
};

/// True when the translation unit declares an oxide kernel (or kernel
/// template): its launcher needs oxide/launch.cuh.
bool declaresOxideKernels(const ASTContext &Ctx) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool VisitFunctionDecl(FunctionDecl *FD) {
      Found |= oxide::attrs::isOxideKernel(*FD);
      return !Found;
    }
    bool Found = false;
  } F;
  oxide::plugin::traverseScope(F, Ctx);
  return F.Found;
}

oxide::rewriter::RewriteOptions rewriteOptions() {
  oxide::rewriter::RewriteOptions O;
  O.WantHeader = !HeaderPath.empty();
  O.UncheckedEverywhere = UncheckedEverywhere;
  O.AssumeFacts = !NoContractAssumptions;
  O.KeepAttributes = KeepAttributes;
  return O;
}

class RewriteConsumer : public ASTConsumer {
public:
  RewriteConsumer(std::optional<oxide::rewriter::Rewritten> &Out, const SourceManager &SM,
                  const oxide::plugin::Options &Opts, Preprocessor &PP)
      : Checks(Opts, PP), Trusted(SM, Opts.TrustedDirs), Guard(PP, Opts.TrustedDirs),
        Sides(PP, Opts.TrustedDirs), Out(Out) {
    PP.addPPCallbacks(std::make_unique<OxideIncludeWatcher>(IncludesOxide));
  }
  // Speed: no check looks into trusted code (the CUDA toolkit, libcu++,
  // oxide's headers), so its function bodies are not parsed; Sema still
  // parses what it must (constexpr functions, deduced return types), and
  // nvcc compiles everything afterwards. Every other body is kept, system
  // headers' included: the safe context is checked wherever it is.
  bool shouldSkipFunctionBody(Decl *D) override { return Trusted.isTrusted(D->getLocation()); }
  void HandleTranslationUnit(ASTContext &Ctx) override {
    // The checks and every walk below see the user's declarations only.
    const oxide::plugin::UserTraversalScope Scope(Ctx, Trusted);
    Checks.HandleTranslationUnit(Ctx);
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return; // refused: the checks already said why
    // The precompiled <oxide/oxide.cuh> (ParseCache.h) must not make a file
    // that forgot the include compile here and fail in nvcc.
    if (!IncludesOxide && declaresOxideKernels(Ctx)) {
      const SourceManager &SM = Ctx.getSourceManager();
      Checks.reporter().error(Check::RewriteInclude, SM.getLocForStartOfFile(SM.getMainFileID()),
                              "this file declares oxide kernels but does not include "
                              "<oxide/oxide.cuh>; add `#include <oxide/oxide.cuh>`");
      return;
    }
    oxide::plugin::KernelPlans &Plans = Checks.plans();
    if (PrintContracts)
      oxide::rewriter::printContracts(Ctx, Plans, llvm::outs());
    oxide::rewriter::Rewritten R = oxide::rewriter::rewriteMainFile(Ctx, Plans, Checks.reporter(),
                                                                    rewriteOptions(), Guard, Sides);
    oxide::rewriter::resolveSelfLines(R.Source, OutputPath);
    if (!KernelMapPath.empty())
      R.KernelMap = oxide::rewriter::emitKernelMap(Ctx, Plans);
    if (!Ctx.getDiagnostics().hasErrorOccurred()) // refused while rewriting: nothing written
      Out = std::move(R);
  }

private:
  oxide::plugin::OxideConsumer Checks;
  oxide::plugin::TrustedCode Trusted;
  oxide::rewriter::MacroGuard Guard;
  oxide::rewriter::OneSidedSignature Sides;
  std::optional<oxide::rewriter::Rewritten> &Out;
  bool IncludesOxide = false;
};

class RewriteAction : public ASTFrontendAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) override {
    CI.getFrontendOpts().SkipFunctionBodies = true; // asks the consumer, per body
    return std::make_unique<RewriteConsumer>(Out, CI.getSourceManager(), checkOptions(CI),
                                             CI.getPreprocessor());
  }

  void EndSourceFileAction() override {
    CompilerInstance &CI = getCompilerInstance();
    if (!Out || CI.getDiagnostics().hasErrorOccurred())
      return;
    if (DeviceJob && DeviceJob->status() != 0)
      return; // the device side refused the file: nothing is written
    const std::string Main = std::string(getCurrentFile());
    const SourceManager &SM = CI.getSourceManager();
    // The marker compares before the anchoring (it changes the text), and
    // is written only for an output that is written.
    const bool Unchanged = Out->Source == SM.getBufferData(SM.getMainFileID());
    std::string Why = oxide::rewriter::anchorBesideIncludes(Out->Source, Main, OutputPath);
    if (Why.empty())
      Why = markUnchanged(Unchanged);
    if (!Why.empty()) {
      DiagnosticsEngine &D = CI.getDiagnostics();
      D.Report(oxide::plugin::customDiagID(
          D, DiagnosticsEngine::Error,
          oxide::plugin::withCheckName("%0; nothing was written", Check::RewriteOutput)))
          << Why;
      return;
    }
    write(CI, OutputPath, Out->Source);
    if (!HeaderPath.empty())
      write(CI, HeaderPath, Out->Header);
    if (!KernelMapPath.empty())
      write(CI, KernelMapPath, Out->KernelMap);
  }

  std::optional<oxide::rewriter::Rewritten> Out;

  static void write(CompilerInstance &CI, llvm::StringRef Path, llvm::StringRef Text) {
    if (std::string Why = writeAtomically(Path, Text); !Why.empty()) {
      DiagnosticsEngine &D = CI.getDiagnostics();
      D.Report(oxide::plugin::customDiagID(
          D, DiagnosticsEngine::Error,
          oxide::plugin::withCheckName("cannot write '%0': %1; %2", Check::RewriteOutput)))
          << Path << Why
          << (llvm::sys::fs::exists(Path) ? "the old file is left as it was"
                                          : "nothing was written");
    }
  }
};

/// Text into Path through a temporary file beside it: every write and the
/// close are checked before the rename, so a full disk (or a file-size
/// limit) leaves the old file whole and a failed run leaves no half output.
/// (llvm::writeToOutput renames without checking the stream's errors.)
/// Returns why it failed, or "".
std::string writeAtomically(llvm::StringRef Path, llvm::StringRef Text) {
  if (llvm::sys::fs::file_status St; !llvm::sys::fs::status(Path, St) &&
                                     llvm::sys::fs::exists(St) &&
                                     !llvm::sys::fs::is_regular_file(St)) {
    // /dev/null, a pipe: written in place (a rename would replace the device).
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (EC)
      return EC.message();
    OS << Text;
    OS.close();
    const std::string Why = OS.has_error() ? OS.error().message() : "";
    OS.clear_error(); // else the stream's destructor aborts the run
    return Why;
  }
  int FD = -1;
  llvm::SmallString<256> Temp;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Path + ".oxide-tmp-%%%%%%", FD, Temp))
    return EC.message();
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      const std::string Why = OS.error().message();
      OS.clear_error();
      llvm::sys::fs::remove(Temp);
      return Why;
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Path)) {
    llvm::sys::fs::remove(Temp);
    return EC.message();
  }
  return "";
}

/// The outputs must be distinct files, none of them an input: `-o k.cu`
/// with k.cu the input would replace the user's source (attributes and
/// contracts gone) with the rewrite. Says why on stderr; false to stop.
bool outputsAreSafe(llvm::StringRef Input) {
  std::vector<std::pair<std::string, std::string>> Outputs = {{"-o", OutputPath}};
  if (!HeaderPath.empty())
    Outputs.push_back({"--header", HeaderPath});
  if (!KernelMapPath.empty())
    Outputs.push_back({"--kernel-map", KernelMapPath});
  auto same = [](llvm::StringRef A, llvm::StringRef B) {
    bool Equal = false;
    if (!llvm::sys::fs::equivalent(A, B, Equal) && Equal)
      return true; // both exist: one file (links, ./, ../ included)
    llvm::SmallString<256> RA(A), RB(B);
    llvm::sys::fs::make_absolute(RA);
    llvm::sys::fs::make_absolute(RB);
    llvm::sys::path::remove_dots(RA, true);
    llvm::sys::path::remove_dots(RB, true);
    return RA == RB;
  };
  for (size_t I = 0; I < Outputs.size(); ++I) {
    const auto &[Flag, Path] = Outputs[I];
    if (Path == "-" || same(Path, Input)) {
      say(Check::RewriteOutput,
          Flag + " '" + Path + "' " +
              (Path == "-" ? "is standard output; name a file"
                           : "names the input file; it would be overwritten with the rewrite. "
                             "Write the output somewhere else"));
      return false;
    }
    for (size_t J = 0; J < I; ++J)
      if (same(Path, Outputs[J].second)) {
        say(Check::RewriteOutput,
            Flag + " and " + Outputs[J].first + " name the same file '" + Path + "'");
        return false;
      }
  }
  return true;
}

/// The precompiled header's own input lives in oxide's cache, which may be
/// emptied at any time: a depfile naming it would make the build ask for a
/// file that is gone. Its entries under \p CacheDir are dropped (device_lib's
/// headers, which it includes, stay).
void dropFromDepfile(llvm::StringRef CacheDir) {
  if (DepfilePath.empty() || CacheDir.empty())
    return;
  auto Buf = llvm::MemoryBuffer::getFile(DepfilePath);
  if (!Buf)
    return;
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 64> Words;
  llvm::StringRef((*Buf)->getBuffer()).split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef W : Words)
    if (!W.trim().starts_with(CacheDir))
      Out += (Out.empty() ? "" : " ") + W.str();
  (void)writeAtomically(DepfilePath, Out);
}

/// The flags that make clang parse a .cu file the way oxide needs: CUDA,
/// one side only (ClangTool otherwise picks the device job; docs/internals.md, trap 7), C++20,
/// and the toolkit, libcu++ and device_lib headers.
std::vector<std::string> cudaParseFlags(const std::string &DeviceLib, bool Device = false,
                                        const std::string &Arch = "sm_90") {
  return {"-xcuda", Device ? "--cuda-device-only" : "--cuda-host-only",
          "--cuda-path=" OXIDE_CUDA_PATH, "--cuda-gpu-arch=" + Arch, "-Wno-unknown-cuda-version",
          "-std=c++20", "-resource-dir=" OXIDE_CLANG_RESOURCE_DIR, "-isystem" OXIDE_CCCL_INCLUDE,
          "-I" + DeviceLib,
          // oxide/launch.cuh: stand-in launchers while the real ones are generated.
          "-D__OXIDE_REWRITE__=1"};
}

/// Only the checks, on the device side of the file: the code the GPU runs
/// is what `#if __CUDA_ARCH__` and NV_IF_TARGET select there, and the safe
/// subset must see that code, not the host's version of it.
class DeviceCheckConsumer : public ASTConsumer {
public:
  DeviceCheckConsumer(const SourceManager &SM, const oxide::plugin::Options &Opts, Preprocessor &PP)
      : Checks(Opts, PP), Trusted(SM, Opts.TrustedDirs) {}
  // Trusted code's bodies are not checked, so not parsed; but a template's
  // are, as the plugin's job parses them: instantiating one instantiates the
  // user's callables it calls (block_shared's publish calls a generic
  // lambda), and the checks must see those as the plugin does.
  bool shouldSkipFunctionBody(Decl *D) override {
    return Trusted.isTrusted(D->getLocation()) && !D->isTemplated();
  }
  void HandleTranslationUnit(ASTContext &Ctx) override {
    Checks.HandleTranslationUnit(Ctx);
    // Under -verify the expected errors do not fail the run; the file is
    // still refused (DeviceRefused).
    DeviceRefused |= Ctx.getDiagnostics().hasErrorOccurred();
  }

private:
  oxide::plugin::OxideConsumer Checks;
  oxide::plugin::TrustedCode Trusted;
};

class DeviceCheckAction : public ASTFrontendAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) override {
    CI.getFrontendOpts().SkipFunctionBodies = true;
    return std::make_unique<DeviceCheckConsumer>(CI.getSourceManager(), checkOptions(CI),
                                                 CI.getPreprocessor());
  }
};

/// False, with the fix, when clang's driver cannot read the parse's command
/// line: it would parse with the flag dropped, another configuration than
/// the build's (DriverCheck.h).
bool refuseUnreadableCommand(const CompilationDatabase &DB, llvm::StringRef File,
                             const ArgumentsAdjuster &Adjust) {
  if (oxide::rewriter::driverAccepts(DB, File, Adjust))
    return true;
  say(Check::RewriteCommand,
      "clang cannot read this command line (above), and a parse without the flag would check "
      "another configuration than the build's; nothing was written. After `--` give clang's "
      "flags (--cuda-gpu-arch=sm_80, not nvcc's -gencode), or give the build's "
      "compile_commands.json with -p");
  return false;
}

/// False, with why, when the architectures nvcc compiles \p File for cannot
/// be known (TargetArchs.h): each one's device side is checked, so an
/// unknown one would be compiled unchecked.
bool knowsTargetArchs(const CompilationDatabase &Db, llvm::StringRef File) {
  const oxide::rewriter::TargetArchs &T = oxide::rewriter::targetArchs(Db, File);
  if (!T.Archs.empty())
    return true;
  say(Check::RewriteCommand, "error: oxide-rewrite cannot tell which GPU architectures '" + File +
                                 "' is compiled for (" + T.Why + "); nothing was written");
  return false;
}

/// device_lib's headers: <prefix>/include next to an installed
/// <prefix>/bin/oxide-rewrite, else the source tree this one was built from.
std::string deviceLibInclude(const char *Argv0) {
  static int Anchor;
  const std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, &Anchor);
  llvm::SmallString<256> Installed(llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(Installed, "include");
  llvm::SmallString<256> Probe(Installed);
  llvm::sys::path::append(Probe, "oxide", "oxide.cuh");
  return llvm::sys::fs::exists(Probe) ? std::string(Installed) : OXIDE_DEVICE_LIB_INCLUDE;
}

/// Make's quoting of a file name in a depfile.
std::string depfileName(llvm::StringRef Name) {
  llvm::SmallString<256> Abs(Name);
  llvm::sys::fs::make_absolute(Abs);
  std::string Out;
  for (char C : Abs) {
    if (C == ' ' || C == '#')
      Out += '\\';
    if (C == '$')
      Out += '$';
    Out += C;
  }
  return Out;
}

/// --unchanged-marker: present exactly when the output is the input. "" or
/// why it could not be written.
std::string markUnchanged(bool Unchanged) {
  if (UnchangedMarker.empty())
    return "";
  if (!Unchanged) {
    std::error_code EC = llvm::sys::fs::remove(UnchangedMarker);
    return EC ? "cannot remove '" + UnchangedMarker + "': " + EC.message() : "";
  }
  std::string Why = writeAtomically(UnchangedMarker, "");
  return Why.empty() ? "" : "cannot write '" + UnchangedMarker + "': " + Why;
}

/// A translation unit with no oxide in it: the output is the input, byte
/// for byte (but its quoted includes found beside it: BesideIncludes.h); the header has no
/// launchers, and the depfile names the user's files it includes (one may gain a kernel).
int passThrough(llvm::StringRef Input, llvm::StringRef Text,
                const oxide::rewriter::OxideScan &Scan) {
  std::string Copy = Text.str();
  if (std::string Why = oxide::rewriter::anchorBesideIncludes(Copy, Input, OutputPath);
      !Why.empty()) {
    say(Check::RewriteOutput, "error: " + Why + "; nothing was written");
    return 1;
  }
  if (std::string Why = markUnchanged(true); !Why.empty()) {
    say(Check::RewriteOutput, "error: " + Why);
    return 1;
  }
  std::vector<std::pair<std::string, std::string>> Writes = {{OutputPath, Copy}};
  const std::string Name = llvm::sys::path::filename(Input).str();
  if (!HeaderPath.empty())
    Writes.push_back({HeaderPath, "// Generated by oxide-rewrite from " + Name +
                                      ". Do not edit.\n//\n// " + Name +
                                      " declares no [[oxide::kernel]]: it has no launchers.\n"
                                      "#pragma once\n"});
  if (!DepfilePath.empty()) {
    std::string Deps = depfileName(OutputPath) + ":";
    for (const std::string &F : Scan.UserFiles)
      Deps += " " + depfileName(F);
    Writes.push_back({DepfilePath, Deps + "\n"});
  }
  for (const auto &[Path, Body] : Writes)
    if (std::string Why = writeAtomically(Path, Body); !Why.empty()) {
      say(Check::RewriteOutput, "cannot write '" + Path + "': " + Why);
      return 1;
    }
  return 0;
}

/// Whether \p Source may be parsed with the precompiled header (ParseCache.h).
bool canUsePch(llvm::StringRef Source) {
  auto Buf = llvm::MemoryBuffer::getFile(Source);
  return Buf && oxide::rewriter::canUseOxidePch((*Buf)->getBuffer());
}

/// The macros nvcc's front end defines and clang's parse does not, and the
/// one oxide's parse defines and nvcc does not: a scan with these sees the
/// file as nvcc compiles it (plugin/checks/DivergentBranches.cpp lists them all).
std::vector<std::string> nvccViewFlags() {
  return {"-D__NVCC__=1",
          "-D__CUDACC_VER_MAJOR__=13",
          "-D__CUDACC_VER_MINOR__=0",
          "-D__CUDACC_VER_BUILD__=0",
          "-D__CUDACC_RELAXED_CONSTEXPR__=1",
          "-U__OXIDE_REWRITE__"};
}

/// \p Source preprocessed as the parse would on one side (code under
/// __CUDA_ARCH__ is the device's alone), with \p More flags.
oxide::rewriter::OxideScan scanAs(const CompilationDatabase &Db, const std::string &Source,
                                  bool Device, const std::vector<std::string> &More,
                                  const std::string &Arch) {
  std::vector<std::string> Flags = cudaParseFlags(DeviceLibDir, Device, Arch);
  Flags.insert(Flags.end(), More.begin(), More.end());
  return oxide::rewriter::scanForOxide(
      Db, Source,
      combineAdjusters(combineAdjusters(oxide::rewriter::getNvccCommandAdjuster(),
                                        oxide::rewriter::getOneSideAdjuster()),
                       getInsertArgumentAdjuster(Flags, ArgumentInsertPosition::BEGIN)),
      DeviceLibDir);
}

/// nvcc defines what clang's parse does not (__NVCC__, __CUDACC_VER_*__),
/// and not __OXIDE_REWRITE__: oxide that only nvcc's view of the file holds
/// would be compiled, unchecked. Scanned once more as nvcc sees it (a second
/// net under HiddenOxide.h's); found there, the file is refused.
bool nvccViewHoldsOxide(const CompilationDatabase &Db, const std::string &Source) {
  bool Holds = scanAs(Db, Source, /*Device=*/false, nvccViewFlags(), "sm_90").HoldsOxide;
  for (const std::string &Arch : oxide::rewriter::targetArchs(Db, Source).Archs)
    Holds = Holds || scanAs(Db, Source, /*Device=*/true, nvccViewFlags(), Arch).HoldsOxide;
  if (Holds)
    say(Check::RewriteCommand,
        "error: '" + Source +
            "' holds oxide attributes only where nvcc's predefined macros differ from the "
            "parse's (an #if on __NVCC__, __CUDACC_VER_MAJOR__ or __OXIDE_REWRITE__): nvcc "
            "would compile them and oxide would check nothing; make the oxide code "
            "unconditional; nothing was written");
  return Holds;
}

/// Nothing of oxide in the translation unit, as clang's preprocessor sees
/// it with the parse's own flags (OxideScan.h), on either side: nothing to
/// check, so the file passes through; its exit status then. std::nullopt:
/// parse it.
std::optional<int> passThroughIfNoOxide(const CompilationDatabase &Db, const std::string &Source) {
  const std::string Text = llvm::MemoryBuffer::getFile(Source).get()->getBuffer().str();
  auto scan = [&](bool Device, const std::vector<std::string> &More = {},
                  const std::string &Arch = "sm_90") {
    return scanAs(Db, Source, Device, More, Arch);
  };
  if (oxide::rewriter::certainlyHoldsOxide(Text))
    return std::nullopt; // what the scan would find (OxideScan.h)
  oxide::rewriter::OxideScan Scan = scan(/*Device=*/false);
  // Each architecture's device side: `#if __CUDA_ARCH__ >= 900` may hold
  // oxide for the second of two.
  for (const std::string &Arch : oxide::rewriter::targetArchs(Db, Source).Archs) {
    if (!Scan.Ran || Scan.HoldsOxide)
      break;
    const oxide::rewriter::OxideScan DeviceSide = scan(/*Device=*/true, {}, Arch);
    Scan.Ran = DeviceSide.Ran;
    Scan.HoldsOxide = DeviceSide.HoldsOxide;
    Scan.Incomplete |= DeviceSide.Incomplete;
    Scan.HiddenOxide |= DeviceSide.HiddenOxide;
  }
  // --kernel-map asks for the file's kernels, oxide or not (the spill
  // report of a plain file): that needs the parse. A scan that could not
  // run proves nothing: the parse says why.
  // Oxide code in a branch nvcc may take and the parse skips: the parse
  // refuses it, with where (HiddenOxide.h).
  if (!Scan.Ran || Scan.HoldsOxide || Scan.HiddenOxide || !KernelMapPath.empty())
    return std::nullopt;
  // `#include CFG`: where the header is found, only the parse says.
  if (oxide::rewriter::includesByMacro(Text, Source, OutputPath))
    return std::nullopt;
  const bool Spelled = oxide::rewriter::spellsOxide(Text);
  // Stopped at a header clang cannot find, with oxide in the file's own
  // text: the parse says what is wrong, rather than a silent copy.
  if (Scan.Incomplete && Spelled)
    return std::nullopt;
  if (nvccViewHoldsOxide(Db, Source))
    return 1;
  if (Spelled)
    say(Check::RewriteCommand,
        "warning: '" + Source +
            "' spells oxide attributes, but none is in the translation unit as clang "
            "preprocesses it (an #if that leaves them out?); they are not checked, and nvcc "
            "ignores them");
  return passThrough(Source, Text, Scan);
}

/// Runs \p Tool, whose parse includes the precompiled \p Pch, with its
/// diagnostics held back: true, and they are printed, when it succeeds.
/// When it fails, the header may be why (stale, or another dialect), so
/// nothing is printed and the caller parses again without it; a header whose
/// failure names it is removed (the next run builds it again).
bool runWithPch(ClangTool &Tool, FrontendActionFactory &Action, const std::string &Pch) {
  std::string Held;
  llvm::raw_string_ostream HeldOS(Held);
  DiagnosticOptions Opts;
  Opts.ShowColors = false;
  TextDiagnosticPrinter Printer(HeldOS, Opts);
  Tool.setDiagnosticConsumer(&Printer);
  // clang also prints "N errors generated" and ClangTool "Error while
  // processing" straight to stderr: held back too, for the same reason.
  llvm::errs().flush();
  const int SavedStderr = ::dup(2), Null = ::open("/dev/null", O_WRONLY);
  if (SavedStderr >= 0 && Null >= 0)
    ::dup2(Null, 2);
  const bool Ok = Tool.run(&Action) == 0;
  llvm::errs().flush();
  if (SavedStderr >= 0 && Null >= 0)
    ::dup2(SavedStderr, 2);
  for (int Fd : {SavedStderr, Null})
    if (Fd >= 0)
      ::close(Fd);
  if (Ok) {
    llvm::errs() << Held;
    return true;
  }
  if (llvm::StringRef(Held).contains("PCH") || llvm::StringRef(Held).contains("precompiled"))
    llvm::sys::fs::remove(Pch);
  return false;
}

/// The device side, once per target architecture, with the precompiled
/// header when \p PchAllowed: false when a parse failed or the command line
/// is unreadable. A file refused there is refused (DeviceRefused), and
/// nothing is written.
bool checkDeviceSide(const CompilationDatabase &Db, const std::vector<std::string> &Sources,
                     bool PchAllowed) {
  for (const std::string &Arch : oxide::rewriter::targetArchs(Db, Sources.front()).Archs) {
    const std::vector<std::string> DeviceFlags =
        cudaParseFlags(DeviceLibDir, /*Device=*/true, Arch);
    auto makeDevice = [&](const std::optional<std::string> &Pch) {
      std::vector<std::string> Flags = DeviceFlags;
      if (Pch)
        Flags.insert(Flags.end(), {"-include-pch", *Pch});
      const ArgumentsAdjuster Adjust =
          combineAdjusters(combineAdjusters(oxide::rewriter::getNvccCommandAdjuster(),
                                            oxide::rewriter::getOneSideAdjuster()),
                           getInsertArgumentAdjuster(Flags, ArgumentInsertPosition::BEGIN));
      auto Tool = std::make_unique<ClangTool>(Db, Sources);
      Tool->appendArgumentsAdjuster(Adjust);
      return std::pair{std::move(Tool), Adjust};
    };
    auto [Plain, Adjust] = makeDevice(std::nullopt);
    if (!refuseUnreadableCommand(Db, Sources.front(), Adjust))
      return false;
    const std::optional<std::string> Pch =
        PchAllowed ? oxide::rewriter::oxidePch(DeviceFlags) : std::nullopt;
    // A parse that failed for the header's sake must not count as a
    // refusal: the parse without it decides.
    const bool RefusedBefore = DeviceRefused;
    if (Pch &&
        runWithPch(*makeDevice(Pch).first, *newFrontendActionFactory<DeviceCheckAction>(), *Pch))
      continue;
    DeviceRefused = RefusedBefore;
    if (Plain->run(newFrontendActionFactory<DeviceCheckAction>().get()) != 0)
      return false;
  }
  return true;
}

/// The device side's verdict, as an exit status: 0, it passed; 1, it
/// failed (a parse error, an unreadable command line); 2, it refused the
/// file as -verify expected (nothing is written, and the run passes).
int deviceSideStatus(const CompilationDatabase &Db, const std::vector<std::string> &Sources,
                     bool PchAllowed) {
  if (!checkDeviceSide(Db, Sources, PchAllowed))
    return 1;
  return DeviceRefused ? 2 : 0;
}

/// The host side: the checks again, then the rewrite, written when they
/// pass (and the device side has: DeviceJob). With the precompiled
/// <oxide/oxide.cuh> \p Pch (ParseCache.h) when there is one; else, or when
/// that parse fails, without it.
int hostSide(const CompilationDatabase &Db, const std::vector<std::string> &Sources,
             const std::optional<std::string> &Pch) {
  auto makeTool = [&](bool WithPch) {
    auto Tool = std::make_unique<ClangTool>(Db, Sources);
    Tool->appendArgumentsAdjuster(oxide::rewriter::getNvccCommandAdjuster());
    Tool->appendArgumentsAdjuster(oxide::rewriter::getOneSideAdjuster());
    std::vector<std::string> Flags = cudaParseFlags(DeviceLibDir);
    if (WithPch)
      Flags.insert(Flags.end(), {"-include-pch", *Pch});
    // clang's own dependency output (-MD); -MMD leaves out the toolkit's and
    // CCCL's system headers, which change only with the toolkit.
    if (!DepfilePath.empty())
      Flags.insert(Flags.end(), {"-MMD", "-MF", DepfilePath, "-MT", OutputPath});
    Tool->appendArgumentsAdjuster(getInsertArgumentAdjuster(Flags, ArgumentInsertPosition::BEGIN));
    return Tool;
  };
  if (Pch && runWithPch(*makeTool(true), *newFrontendActionFactory<RewriteAction>(), *Pch)) {
    dropFromDepfile(llvm::sys::path::parent_path(*Pch));
    return 0;
  }
  return makeTool(false)->run(newFrontendActionFactory<RewriteAction>().get()) == 0 ? 0 : 1;
}

/// Both sides, at once when a child process can take the device side
/// (ForkedJob.h), else one after the other; the output is the same either
/// way. --print-contracts writes to stdout, which is not held: serial.
int checkBothSides(const CompilationDatabase &Db, const std::vector<std::string> &Sources,
                   bool PchAllowed) {
  // Built (when missing) before the fork: the two sides' headers share an
  // input file in the cache, which two processes must not write at once.
  const std::optional<std::string> Pch =
      PchAllowed ? oxide::rewriter::oxidePch(cudaParseFlags(DeviceLibDir)) : std::nullopt;
  oxide::rewriter::HeldStderr HostOutput;
  std::unique_ptr<oxide::rewriter::ForkedJob> Job;
  if (!PrintContracts && HostOutput.start())
    Job = oxide::rewriter::ForkedJob::start(
        [&] { return deviceSideStatus(Db, Sources, PchAllowed); });
  if (!Job) {
    HostOutput.stop();
    if (const int Device = deviceSideStatus(Db, Sources, PchAllowed); Device != 0)
      return Device == 2 ? 0 : 1;
    return hostSide(Db, Sources, Pch);
  }
  DeviceJob = Job.get();
  const int Host = hostSide(Db, Sources, Pch);
  DeviceJob = nullptr;
  HostOutput.stop();
  Job->print();
  const int Device = Job->status();
  if (Device < 0)
    say(Check::RewriteCommand, "error: the device-side check of '" + Sources.front() +
                                   "' did not finish (a signal ended it); nothing was written");
  if (Device != 0) // the host side's output would not have been made
    return Device == 2 ? 0 : 1;
  HostOutput.print();
  return Host;
}

} // namespace

/// False, with why, for an input the parses cannot all read.
bool inputIsReadable(const std::string &Source) {
  // Say so plainly, before clang adds "unable to handle compilation" noise.
  if (auto Buf = llvm::MemoryBuffer::getFile(Source); !Buf) {
    say(Check::RewriteCommand, "cannot read '" + Source + "': " + Buf.getError().message());
    return false;
  }
  // A pipe or a device (/dev/stdin) would be read once by the first of the
  // parses and be empty for the next: refused rather than an empty output.
  if (llvm::sys::fs::file_status St;
      llvm::sys::fs::status(Source, St) || !llvm::sys::fs::is_regular_file(St)) {
    say(Check::RewriteCommand, "'" + Source +
                                   "' is not a regular file (a pipe or a device); write it to a "
                                   "file first");
    return false;
  }
  return true;
}

/// `oxide-rewrite --version`: oxide's version, then the LLVM it runs on
/// (find_package(Oxide) checks that line against the plugin's LLVM).
void printVersion(llvm::raw_ostream &OS) {
  OS << "oxide-rewrite (oxide) " OXIDE_VERSION "\n  LLVM version " LLVM_VERSION_STRING "\n";
}

int main(int argc, const char **argv) {
  llvm::cl::SetVersionPrinter(printVersion);
  // Without `--` or -p, CommonOptionsParser hunts for a compilation database
  // and fails; a bare `oxide-rewrite in.cu -o out.cu` means "no extra flags".
  std::vector<const char *> Args(argv, argv + argc);
  bool HasDb = false, HasDashDash = false;
  for (llvm::StringRef A : llvm::ArrayRef(argv, argc)) {
    HasDashDash |= A == "--";
    HasDb |= A == "-p" || A.starts_with("-p=") || A.starts_with("--p=");
  }
  if (!HasDashDash && !HasDb)
    Args.push_back("--");
  int NArgs = static_cast<int>(Args.size());

  auto Parser = CommonOptionsParser::create(NArgs, Args.data(), OxideCategory, llvm::cl::Required,
                                            "oxide-rewrite: checks oxide kernels and writes "
                                            "plain CUDA C++ for nvcc or clang\n");
  if (!Parser) {
    // LLVM's message names the tool and ends with a newline.
    llvm::errs() << llvm::StringRef(llvm::toString(Parser.takeError())).rtrim() << " ["
                 << oxide::plugin::checkName(Check::RewriteCommand) << "]\n";
    return 2;
  }
  // cl::Required: CommonOptionsParser has already refused zero or two inputs.
  const std::vector<std::string> &Sources = Parser->getSourcePathList();

  if (!inputIsReadable(Sources.front()) || !outputsAreSafe(Sources.front()))
    return 1;
  // A file-size limit (ulimit -f) fails the write with EFBIG, which
  // writeAtomically reports, instead of killing the process.
  ::signal(SIGXFSZ, SIG_IGN);

  std::optional<bool> Unchecked = uncheckedEverywhere();
  if (!Unchecked)
    return 1;
  UncheckedEverywhere = *Unchecked;
  if (UncheckedEverywhere)
    say(Check::UncheckedIndexing,
        "warning: unchecked indexing for the whole build: a[i] on oxide slices in '" +
            Sources.front() + "' is not bounds-checked");

  DeviceLibDir = deviceLibInclude(argv[0]);
  if (CudaArchitectures.getNumOccurrences())
    oxide::rewriter::useCMakeArchitectures(CudaArchitectures, OXIDE_CUDA_PATH "/bin/nvcc");
  if (!knowsTargetArchs(Parser->getCompilations(), Sources.front()))
    return 1;
  if (std::optional<int> Status = passThroughIfNoOxide(Parser->getCompilations(), Sources.front()))
    return *Status;
  return checkBothSides(Parser->getCompilations(), Sources, canUsePch(Sources.front()));
}
