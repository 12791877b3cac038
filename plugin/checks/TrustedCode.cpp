//===- TrustedCode.cpp - Which code oxide trusts and which it checks ------===//

#include "TrustedCode.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendOptions.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace oxide::plugin {
namespace {

/// The canonical form of \p Dir with a trailing separator, or "" when it
/// does not exist: a prefix test on it cannot match a sibling directory
/// (`/opt/cuda` must not trust `/opt/cuda-evil`).
std::string canonicalDir(llvm::StringRef Dir) {
  llvm::SmallString<256> Real;
  if (Dir.empty() || llvm::sys::fs::real_path(Dir, Real))
    return "";
  Real += llvm::sys::path::get_separator();
  return std::string(Real);
}

void addOxideDir(std::vector<std::string> &Out, llvm::StringRef Include) {
  // An empty include would name ./oxide, relative to wherever the compiler
  // runs: a user's directory.
  if (Include.empty() || !llvm::sys::path::is_absolute(Include))
    return;
  llvm::SmallString<256> Dir(Include);
  llvm::sys::path::append(Dir, "oxide");
  if (std::string C = canonicalDir(Dir); !C.empty())
    Out.push_back(C);
}

bool holds(llvm::StringRef Dir, const char *File) {
  llvm::SmallString<256> Probe(Dir);
  llvm::sys::path::append(Probe, File);
  return llvm::sys::fs::exists(Probe);
}

/// True for the CUDA toolkit's include/ (it holds cuda_runtime.h) and the
/// host C++ standard library's (libstdc++'s c++/N and its target dir,
/// libc++'s c++/v1), which libcu++ forwards to (std::construct_at). A marker
/// file alone proves nothing (any -I directory can hold an empty
/// cuda_runtime.h): the toolkit must be the one oxide was built with, and
/// the standard library must be the system's, under /usr/include,
/// /usr/lib/gcc or an LLVM of /usr/lib. \p Canonical ends in a separator.
bool isToolchainDir(llvm::StringRef Canonical) {
  if (holds(Canonical, "cuda_runtime.h")) {
    const std::string Toolkit = canonicalDir(OXIDE_CUDA_PATH);
    return !Toolkit.empty() && llvm::StringRef(Canonical).starts_with(Toolkit);
  }
  const bool StdLib = holds(Canonical, "bits/c++config.h") ||
                      holds(Canonical, "bits/stl_construct.h") || holds(Canonical, "__config_site");
  return StdLib &&
         (Canonical.starts_with("/usr/include/") || Canonical.starts_with("/usr/lib/gcc/") ||
          Canonical.starts_with("/usr/lib/llvm-"));
}

} // namespace

std::string untrustedInputs(const CompilerInstance &CI,
                            llvm::function_ref<bool(llvm::StringRef)> IsOwnPch) {
  const PreprocessorOptions &PP = CI.getPreprocessorOpts();
  if (!CI.getHeaderSearchOpts().VFSOverlayFiles.empty())
    return "maps files through a virtual file system (-ivfsoverlay)";
  if (!PP.RemappedFiles.empty() || !PP.RemappedFileBuffers.empty())
    return "remaps a file (-remap-file)";
  if (!PP.ImplicitPCHInclude.empty() && !(IsOwnPch && IsOwnPch(PP.ImplicitPCHInclude)))
    return "includes a precompiled header (-include-pch), whose files were read when it was built";
  if (!CI.getFrontendOpts().ModuleFiles.empty() || !CI.getFrontendOpts().ModuleMapFiles.empty())
    return "loads a module (-fmodule-file, -fmodule-map-file), whose files were read when it was "
           "built";
  return "";
}

std::vector<std::string> trustedDirectories(const CompilerInstance &CI,
                                            llvm::StringRef DeviceLibInclude) {
  std::vector<std::string> Out;
  const HeaderSearchOptions &HS = CI.getHeaderSearchOpts();
  // A virtual file system or a remapped file gives a trusted path content
  // from anywhere: then nothing is trusted, and every header is checked.
  // (A precompiled header counts as oxide-rewrite's here: the consumer
  // refuses any other before a check runs.)
  if (!untrustedInputs(CI, [](llvm::StringRef) { return true; }).empty())
    return Out;
  // The resource directory of the clang oxide was built with, not the
  // compile's -resource-dir, which the command line can point anywhere.
  llvm::SmallString<256> Resource(OXIDE_CLANG_RESOURCE_DIR);
  llvm::sys::path::append(Resource, "include");
  if (std::string C = canonicalDir(Resource); !C.empty())
    Out.push_back(C);
  for (const HeaderSearchOptions::Entry &E : HS.UserEntries)
    if (std::string C = canonicalDir(E.Path); !C.empty() && isToolchainDir(C))
      Out.push_back(C);
  addOxideDir(Out, DeviceLibInclude);
#ifdef OXIDE_DEVICE_LIB_INCLUDE
  addOxideDir(Out, OXIDE_DEVICE_LIB_INCLUDE);
#endif
#ifdef OXIDE_INSTALL_INCLUDE
  addOxideDir(Out, OXIDE_INSTALL_INCLUDE);
#endif
  return Out;
}

std::vector<std::string> withSystemHeaders(std::vector<std::string> Dirs) {
  Dirs.push_back("/usr/include/");
  return Dirs;
}

TrustedCode::TrustedCode(const SourceManager &SM, std::vector<std::string> Dirs)
    : SM(SM), Dirs(std::move(Dirs)) {}

bool TrustedCode::isTrusted(SourceLocation Loc) const {
  if (Loc.isInvalid())
    return true;
  const FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
  if (auto It = Cache.find(FID); It != Cache.end())
    return It->second;
  // The file being compiled is the user's, wherever it is.
  if (FID == SM.getMainFileID())
    return Cache[FID] = false;
  // No file: the predefines are trusted; any other buffer (stdin, a
  // remapped file) is the user's.
  const llvm::StringRef Buffer = SM.getBufferName(SM.getLocForStartOfFile(FID));
  bool Trusted = Buffer == "<built-in>" || Buffer == "<command line>";
  if (SM.getFileEntryRefForID(FID))
    Trusted = isTrustedPath(realPathOf(FID));
  Cache[FID] = Trusted;
  return Trusted;
}

std::string TrustedCode::realPathOf(FileID FID) const {
  OptionalFileEntryRef F = SM.getFileEntryRefForID(FID);
  if (!F)
    return "";
  if (llvm::StringRef Path = F->getFileEntry().tryGetRealPathName(); !Path.empty())
    return Path.str();
  llvm::SmallString<256> Real;
  return llvm::sys::fs::real_path(F->getName(), Real) ? "" : std::string(Real);
}

std::string TrustedCode::unknownLibraryFile(const Decl &D) const {
  const std::string Path = realPathOf(SM.getFileID(SM.getExpansionLoc(D.getLocation())));
  for (const std::string &Dir : Dirs) {
    if (!llvm::StringRef(Path).starts_with(Dir) || !holds(Dir, "cuda_runtime.h"))
      continue;
    const llvm::StringRef Rel = llvm::StringRef(Path).drop_front(Dir.size());
    const bool Known = !Rel.contains('/') || Rel.starts_with("crt/") ||
                       Rel.starts_with("cccl/cuda/std/") || Rel.starts_with("cuda/std/");
    return Known ? "" : Rel.str();
  }
  return "";
}

bool TrustedCode::isTrustedPath(llvm::StringRef RealPath) const {
  return !RealPath.empty() &&
         llvm::any_of(Dirs, [&](const std::string &Dir) { return RealPath.starts_with(Dir); });
}

bool TrustedCode::isTrusted(const Decl &D) const {
  const auto *FD = llvm::dyn_cast<FunctionDecl>(&D);
  if (!FD)
    return isTrusted(D.getLocation());
  // What runs is the definition; a template's is where its pattern was
  // written. With no definition (a builtin, a library function), any
  // declaration in trusted code makes it the library's: a user's
  // re-declaration of __syncthreads is still the barrier.
  if (const FunctionDecl *Def = FD->getDefinition()) {
    const FunctionDecl *P = Def->getTemplateInstantiationPattern();
    return isTrusted((P ? P : Def)->getLocation());
  }
  if (FD->getBuiltinID())
    return true; // the compiler's (clang declares it where it is first named)
  for (const FunctionDecl *R : FD->redecls())
    if (isTrusted(R->getLocation()))
      return true;
  return false;
}

} // namespace oxide::plugin
