//===- UserMacros.cpp - User macros that rewrite trusted code -------------===//

#include "UserMacros.h"
#include "TrustedCode.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace oxide::plugin {
namespace {

class Recorder : public PPCallbacks {
public:
  Recorder(Preprocessor &PP, const std::vector<std::string> &Dirs,
           std::shared_ptr<UserMacroUses> Out)
      : PP(PP), Trusted(PP.getSourceManager(), Dirs),
        System(PP.getSourceManager(), withSystemHeaders(Dirs)), Out(std::move(Out)) {}

  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || MI->isBuiltinMacro() || PP.isParsingIfOrElifDirective())
      return;
    const SourceLocation At = PP.getSourceManager().getExpansionLoc(Name.getLocation());
    if (Trusted.isTrusted(At) && !System.isTrusted(MI->getDefinitionLoc()))
      Out->InTrustedCode.push_back(
          {Name.getIdentifierInfo()->getName().str(), MI->getDefinitionLoc(), At});
  }
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const bool Users = !System.isTrusted(MD->getLocation());
    UserDefined |= Users;
    const MacroDirective *Before = MD->getPrevious();
    const MacroInfo *Was = Before ? Before->getMacroInfo() : nullptr;
    if (Users && (isCompilersName(Name) || (Was && isCompilers(*Was))))
      Out->CompilerMacros.push_back({Name.getIdentifierInfo()->getName().str(), MD->getLocation()});
  }
  void MacroUndefined(const Token &Name, const MacroDefinition &Was,
                      const MacroDirective *Undef) override {
    const bool Users = Undef && !System.isTrusted(Undef->getLocation());
    UserDefined |= Users;
    if (Users &&
        (isCompilersName(Name) || (Was.getMacroInfo() && isCompilers(*Was.getMacroInfo()))))
      Out->CompilerMacros.push_back(
          {Name.getIdentifierInfo()->getName().str(), Undef->getLocation()});
  }
  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef, bool, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    // Even a header the cached one already holds: in the file's own order
    // (nvcc's) it may be read here for the first time.
    if (UserDefined && File && Trusted.isTrustedPath(realPath(*File)))
      Out->DefinedBeforeTrustedInclude = true;
  }

private:
  /// Predefined by the compiler for this compile (not a -D of the build's).
  bool isCompilers(const MacroInfo &MI) const {
    if (MI.isBuiltinMacro())
      return true;
    const PresumedLoc P = PP.getSourceManager().getPresumedLoc(MI.getDefinitionLoc());
    return P.isValid() && llvm::StringRef(P.getFilename()) == "<built-in>";
  }
  /// A CUDA compiler's own names, defined by one and not the other (nvcc's
  /// __NVCC__ and __CUDACC_VER_MAJOR__, clang's __clang__ and __CUDA__),
  /// minus CUDA's documented switches for the user (__CUDA_NO_HALF_OPERATORS__).
  static bool isCompilersName(const Token &Name) {
    const llvm::StringRef N = Name.getIdentifierInfo()->getName();
    if (N.starts_with("__CUDA_NO_"))
      return false;
    for (llvm::StringRef Prefix : {"__NVCC", "__CUDACC", "__CUDA_ARCH", "__CUDA__", "__clang",
                                   "__GNUC", "__EDG", "__NVCOMPILER", "__llvm__", "__NVPTX"})
      if (N.starts_with(Prefix))
        return true;
    return false;
  }

  static std::string realPath(FileEntryRef File) {
    if (llvm::StringRef Real = File.getFileEntry().tryGetRealPathName(); !Real.empty())
      return Real.str();
    llvm::SmallString<256> Real;
    return llvm::sys::fs::real_path(File.getName(), Real) ? "" : std::string(Real);
  }

  Preprocessor &PP;
  TrustedCode Trusted, System;
  std::shared_ptr<UserMacroUses> Out;
  bool UserDefined = false;
};

} // namespace

std::unique_ptr<PPCallbacks> recordUserMacros(Preprocessor &PP,
                                              const std::vector<std::string> &TrustedDirs,
                                              std::shared_ptr<UserMacroUses> Out) {
  return std::make_unique<Recorder>(PP, TrustedDirs, std::move(Out));
}

} // namespace oxide::plugin
