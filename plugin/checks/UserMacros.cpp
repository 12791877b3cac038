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
        System(PP.getSourceManager(), withSystem(Dirs)), Out(std::move(Out)) {}

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
  void MacroDefined(const Token &, const MacroDirective *MD) override {
    UserDefined |= !System.isTrusted(MD->getLocation());
  }
  void MacroUndefined(const Token &, const MacroDefinition &,
                      const MacroDirective *Undef) override {
    UserDefined |= Undef && !System.isTrusted(Undef->getLocation());
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
  static std::string realPath(FileEntryRef File) {
    if (llvm::StringRef Real = File.getFileEntry().tryGetRealPathName(); !Real.empty())
      return Real.str();
    llvm::SmallString<256> Real;
    return llvm::sys::fs::real_path(File.getName(), Real) ? "" : std::string(Real);
  }

  /// The trusted directories and the system's C headers (/usr/include):
  /// the standard library expands glibc's macros (FP_NAN), which are not a
  /// user's, though glibc's code is checked like any other.
  static std::vector<std::string> withSystem(std::vector<std::string> Dirs) {
    Dirs.push_back("/usr/include/");
    return Dirs;
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
