//===- TrustedCode.cpp - Which code oxide trusts and which it checks ------===//

#include "TrustedCode.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/HeaderSearchOptions.h"
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
  llvm::SmallString<256> Dir(Include);
  llvm::sys::path::append(Dir, "oxide");
  if (std::string C = canonicalDir(Dir); !C.empty())
    Out.push_back(C);
}

/// True for the CUDA toolkit's include/ (it holds cuda_runtime.h) and the
/// host C++ standard library's (libstdc++'s c++/N and its target dir,
/// libc++'s c++/v1), which libcu++ forwards to (std::construct_at).
bool isToolchainDir(llvm::StringRef Dir) {
  for (const char *Marker : {"cuda_runtime.h", "bits/c++config.h", "bits/stl_construct.h", "__config_site"}) {
    llvm::SmallString<256> Probe(Dir);
    llvm::sys::path::append(Probe, Marker);
    if (llvm::sys::fs::exists(Probe))
      return true;
  }
  return false;
}

} // namespace

std::vector<std::string> trustedDirectories(const CompilerInstance &CI,
                                            llvm::StringRef DeviceLibInclude) {
  std::vector<std::string> Out;
  const HeaderSearchOptions &HS = CI.getHeaderSearchOpts();
  llvm::SmallString<256> Resource(HS.ResourceDir);
  llvm::sys::path::append(Resource, "include");
  if (std::string C = canonicalDir(Resource); !C.empty())
    Out.push_back(C);
  for (const HeaderSearchOptions::Entry &E : HS.UserEntries)
    if (isToolchainDir(E.Path))
      if (std::string C = canonicalDir(E.Path); !C.empty())
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

TrustedCode::TrustedCode(const SourceManager &SM, std::vector<std::string> Dirs)
    : SM(SM), Dirs(std::move(Dirs)) {}

bool TrustedCode::isTrusted(SourceLocation Loc) const {
  if (Loc.isInvalid())
    return true;
  const FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
  if (auto It = Cache.find(FID); It != Cache.end())
    return It->second;
  // No file: the predefines are trusted; any other buffer (stdin, a
  // remapped file) is the user's.
  const llvm::StringRef Buffer = SM.getBufferName(SM.getLocForStartOfFile(FID));
  bool Trusted = Buffer == "<built-in>" || Buffer == "<command line>";
  if (OptionalFileEntryRef F = SM.getFileEntryRefForID(FID)) {
    llvm::SmallString<256> Real;
    llvm::StringRef Path = F->getFileEntry().tryGetRealPathName();
    if (Path.empty() && !llvm::sys::fs::real_path(F->getName(), Real))
      Path = Real;
    Trusted = false;
    for (const std::string &Dir : Dirs)
      Trusted |= !Path.empty() && Path.starts_with(Dir);
  }
  Cache[FID] = Trusted;
  return Trusted;
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
