//===- ParseCache.cpp - A precompiled <oxide/oxide.cuh> for the rewrite ---===//

#include "ParseCache.h"

#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

namespace oxide::rewriter {

using namespace clang;

bool canUseOxidePch(llvm::StringRef Source) {
  // The header is parsed first, before the file: a file that configures
  // oxide with its macros (OXIDE_UNCHECKED_INDEXING, OXIDE_HD, ...: any OXIDE_ name) needs them
  // seen first.
  // Anything else can only change what the parse with the header gets
  // wrong, and that parse is redone without it.
  llvm::Regex Configures(R"(^[ \t]*#[ \t]*(define|undef)[ \t]+_*OXIDE_)");
  for (llvm::StringRef Rest = Source; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    if (Configures.match(Line))
      return false;
    Rest = Next;
  }
  return true;
}

namespace {

std::optional<std::string> cacheDir() {
  if (auto Dir = llvm::sys::Process::GetEnv("OXIDE_CACHE_DIR"); Dir && !Dir->empty())
    return *Dir;
  llvm::SmallString<256> Path;
  if (auto Xdg = llvm::sys::Process::GetEnv("XDG_CACHE_HOME"); Xdg && !Xdg->empty())
    Path = *Xdg;
  else if (auto Home = llvm::sys::Process::GetEnv("HOME"); Home && !Home->empty())
    llvm::sys::path::append(Path, *Home, ".cache");
  else
    return std::nullopt;
  llvm::sys::path::append(Path, "oxide");
  return std::string(Path);
}

/// Writes the PCH where CI's output would go: a temporary file, renamed into
/// place by the caller (parallel builds may race; the rename is atomic).
class EmitPch : public GeneratePCHAction {
public:
  explicit EmitPch(std::string Out) : Out(std::move(Out)) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef InFile) override {
    CI.getFrontendOpts().OutputFile = Out;
    return GeneratePCHAction::CreateASTConsumer(CI, InFile);
  }

private:
  std::string Out;
};

class EmitPchFactory : public tooling::FrontendActionFactory {
public:
  explicit EmitPchFactory(std::string Out) : Out(std::move(Out)) {}
  std::unique_ptr<FrontendAction> create() override { return std::make_unique<EmitPch>(Out); }

private:
  std::string Out;
};

} // namespace

std::optional<std::string> oxidePch(const std::vector<std::string> &ParseFlags) {
  if (auto Off = llvm::sys::Process::GetEnv("OXIDE_NO_PCH"); Off && !Off->empty() && *Off != "0")
    return std::nullopt;
  std::optional<std::string> Dir = cacheDir();
  if (!Dir || llvm::sys::fs::create_directories(*Dir))
    return std::nullopt;
  // One header per parse flags, clang and device_lib: the key names them all.
  std::string Key = getClangFullVersion();
  for (const std::string &F : ParseFlags)
    Key += "\n" + F;
  llvm::SmallString<256> Pch(*Dir);
  llvm::sys::path::append(Pch, "oxide-" + llvm::utohexstr(llvm::xxh3_64bits(Key)) + ".pch");
  if (llvm::sys::fs::exists(Pch))
    return std::string(Pch);

  llvm::SmallString<256> Tmp;
  if (llvm::sys::fs::createUniqueFile(Pch + "-%%%%%%%%.tmp", Tmp))
    return std::nullopt;
  // The header's one line, on disk: the PCH refers to its input file, and
  // checks its time stamp. Written only when missing or different, or every
  // other header in the cache (one per flag set: the host's, each GPU
  // architecture's) would go stale and be built again, in turn.
  llvm::SmallString<256> Input(*Dir);
  llvm::sys::path::append(Input, "oxide-pch-input.cuh");
  const llvm::StringRef Line = "#include <oxide/oxide.cuh>\n";
  auto Existing = llvm::MemoryBuffer::getFile(Input);
  if (!Existing || (*Existing)->getBuffer() != Line)
    if (llvm::Error E = llvm::writeToOutput(Input, [&](llvm::raw_ostream &OS) {
          OS << Line;
          return llvm::Error::success();
        })) {
      llvm::consumeError(std::move(E));
      return std::nullopt;
    }
  tooling::FixedCompilationDatabase Db(*Dir, ParseFlags);
  tooling::ClangTool Tool(Db, {std::string(Input)});
  TextDiagnosticBuffer Quiet; // a failure only means: no header this time
  Tool.setDiagnosticConsumer(&Quiet);
  const bool Built = Tool.run(std::make_unique<EmitPchFactory>(std::string(Tmp)).get()) == 0;
  if (!Built || llvm::sys::fs::rename(Tmp, Pch)) {
    llvm::sys::fs::remove(Tmp);
    return std::nullopt;
  }
  return std::string(Pch);
}

bool isOxidePch(llvm::StringRef Path) {
  const std::optional<std::string> Dir = cacheDir();
  const llvm::StringRef Name = llvm::sys::path::filename(Path);
  return Dir && llvm::sys::path::parent_path(Path) == *Dir && Name.starts_with("oxide-") &&
         Name.ends_with(".pch");
}

} // namespace oxide::rewriter
