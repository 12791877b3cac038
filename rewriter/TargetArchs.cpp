//===- TargetArchs.cpp - The GPU architectures a compile builds -----------===//

#include "TargetArchs.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <optional>

using clang::tooling::CompileCommand;

namespace oxide::rewriter {
namespace {

bool isNvcc(const CompileCommand &C) {
  return !C.CommandLine.empty() && llvm::sys::path::filename(C.CommandLine[0]).starts_with("nvcc");
}

/// Runs \p C with --dryrun in its directory; nvcc prints to stderr.
std::optional<std::string> dryRun(const CompileCommand &C, std::string &Why) {
  llvm::SmallString<128> Out;
  if (llvm::sys::fs::createTemporaryFile("oxide-dryrun", "txt", Out)) {
    Why = "cannot create a temporary file for nvcc --dryrun";
    return std::nullopt;
  }
  llvm::FileRemover Remove(Out);
  llvm::ErrorOr<std::string> Sh = llvm::sys::findProgramByName("sh");
  if (!Sh) {
    Why = "no sh to run nvcc --dryrun with";
    return std::nullopt;
  }
  // `cd` first: the command's relative paths (an --options-file) are the
  // build directory's.
  const std::string Dir = C.Directory.empty() ? "." : C.Directory;
  std::vector<llvm::StringRef> Argv = {"sh", "-c", "cd \"$0\" && exec \"$@\" --dryrun", Dir};
  // The database puts `--` before the file (clang's end of options), which
  // nvcc does not know.
  for (const std::string &A : C.CommandLine)
    if (A != "--")
      Argv.push_back(A);
  const std::optional<llvm::StringRef> Redirects[] = {std::nullopt, llvm::StringRef(Out),
                                                      llvm::StringRef(Out)};
  std::string Err;
  const int Status = llvm::sys::ExecuteAndWait(*Sh, Argv, std::nullopt, Redirects, 60, 0, &Err);
  auto Text = llvm::MemoryBuffer::getFile(Out);
  if (Status != 0 || !Text) {
    Why = "`" + C.CommandLine[0] + " --dryrun` failed" + (Err.empty() ? "" : ": " + Err) +
          (Text ? ":\n" + (*Text)->getBuffer().take_front(2000).str() : "");
    return std::nullopt;
  }
  return (*Text)->getBuffer().str();
}

/// A clang command's --cuda-gpu-arch / --offload-arch values; sm_90 when
/// it names none (the rewriter's own parse default).
std::vector<std::string> clangArchs(const CompileCommand &C) {
  std::vector<std::string> Archs;
  for (size_t I = 0; I < C.CommandLine.size(); ++I) {
    const llvm::StringRef A = C.CommandLine[I];
    for (llvm::StringRef Flag : {"--cuda-gpu-arch", "--offload-arch"}) {
      llvm::StringRef V;
      if (A == Flag && I + 1 < C.CommandLine.size())
        V = C.CommandLine[I + 1];
      else if (A.starts_with(Flag.str() + "="))
        V = A.drop_front(Flag.size() + 1);
      for (llvm::StringRef Part : llvm::split(V, ','))
        if (!Part.empty() && !llvm::is_contained(Archs, Part.str()))
          Archs.push_back(Part.str());
    }
  }
  if (Archs.empty())
    Archs.push_back("sm_90");
  return Archs;
}

/// useCMakeArchitectures' list and nvcc, when it was called.
std::optional<std::pair<std::string, std::string>> CMakeArchs;

/// nvcc's command for the CMake list: its flags, the file, no output.
std::optional<CompileCommand> cmakeCommand(llvm::StringRef File, std::string &Why) {
  CompileCommand C;
  C.CommandLine.push_back(CMakeArchs->second);
  for (llvm::StringRef Entry : llvm::split(CMakeArchs->first, ','))
    if (!nvccFlagsOfCMakeArch(Entry.trim(), C.CommandLine)) {
      Why = "CUDA_ARCHITECTURES entry '" + Entry.str() + "' is none CMake knows";
      return std::nullopt;
    }
  for (const char *A : {"-x", "cu", "-c"})
    C.CommandLine.push_back(A);
  C.CommandLine.push_back(File.str());
  C.CommandLine.insert(C.CommandLine.end(), {"-o", "/dev/null"});
  return C;
}

TargetArchs compute(const clang::tooling::CompilationDatabase &Db, llvm::StringRef File) {
  TargetArchs T;
  std::vector<CompileCommand> Commands = Db.getCompileCommands(File);
  if (CMakeArchs) {
    std::optional<CompileCommand> C = cmakeCommand(File, T.Why);
    if (!C)
      return T;
    Commands = {*C};
  }
  if (Commands.empty() || !isNvcc(Commands.front())) {
    T.Archs = Commands.empty() ? std::vector<std::string>{"sm_90"} : clangArchs(Commands.front());
    return T;
  }
  const std::optional<std::string> Text = dryRun(Commands.front(), T.Why);
  if (!Text)
    return T;
  T.Archs = archsOfDryRun(*Text);
  if (T.Archs.empty())
    T.Why = "`nvcc --dryrun` of this command names no GPU architecture";
  return T;
}

} // namespace

void useCMakeArchitectures(llvm::StringRef List, llvm::StringRef Nvcc) {
  CMakeArchs = {List.str(), Nvcc.str()};
}

bool nvccFlagsOfCMakeArch(llvm::StringRef Entry, std::vector<std::string> &Flags) {
  if (Entry.empty() || Entry.equals_insensitive("OFF"))
    return true;
  if (Entry == "all" || Entry == "all-major" || Entry == "native") {
    Flags.push_back("-arch=" + Entry.str());
    return true;
  }
  llvm::StringRef Number = Entry;
  const bool Real = Number.consume_back("-real"),
             Virtual = !Real && Number.consume_back("-virtual");
  if (Number.empty() || !llvm::all_of(Number, [](char C) { return llvm::isAlnum(C); }) ||
      !llvm::isDigit(Number.front()))
    return false;
  const std::string N = Number.str();
  const std::string Code = Real      ? "sm_" + N
                           : Virtual ? "compute_" + N
                                     : "[compute_" + N + ",sm_" + N + "]";
  Flags.push_back("--generate-code=arch=compute_" + N + ",code=" + Code);
  return true;
}

std::vector<std::string> archsOfDryRun(llvm::StringRef DryRun) {
  std::vector<std::string> Archs;
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  DryRun.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    if (!Line.contains("cicc"))
      continue;
    // `-arch compute_90a` (or `-arch=compute_90a`).
    for (size_t At = Line.find("compute_"); At != llvm::StringRef::npos;
         At = Line.find("compute_", At + 1)) {
      const llvm::StringRef Before = Line.take_front(At).rtrim(" =");
      if (!Before.ends_with("-arch"))
        continue;
      const llvm::StringRef Name =
          Line.drop_front(At + 8).take_while([](char C) { return llvm::isAlnum(C); });
      const std::string Sm = "sm_" + Name.str();
      if (!Name.empty() && !llvm::is_contained(Archs, Sm))
        Archs.push_back(Sm);
    }
  }
  return Archs;
}

const TargetArchs &targetArchs(const clang::tooling::CompilationDatabase &Db,
                               llvm::StringRef File) {
  static llvm::StringMap<TargetArchs> Cache;
  auto [It, New] = Cache.try_emplace(File);
  if (New)
    It->second = compute(Db, File);
  return It->second;
}

} // namespace oxide::rewriter
