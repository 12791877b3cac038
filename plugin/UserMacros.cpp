//===- UserMacros.cpp - User macros that rewrite trusted code -------------===//

#include "UserMacros.h"
#include "TrustedCode.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace oxide::plugin {
namespace {

class Recorder : public PPCallbacks {
public:
  Recorder(Preprocessor &PP, std::vector<std::string> Dirs, std::shared_ptr<UserMacroUses> Out)
      : PP(PP), Trusted(PP.getSourceManager(), Dirs), System(PP.getSourceManager(), withSystem(Dirs)),
        Out(std::move(Out)) {}

  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange, const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || MI->isBuiltinMacro() || PP.isParsingIfOrElifDirective())
      return;
    const SourceLocation At = PP.getSourceManager().getExpansionLoc(Name.getLocation());
    if (Trusted.isTrusted(At) && !System.isTrusted(MI->getDefinitionLoc()))
      Out->InTrustedCode.push_back({Name.getIdentifierInfo()->getName().str(), MI->getDefinitionLoc(), At});
  }
  void MacroDefined(const Token &, const MacroDirective *MD) override {
    UserDefined |= !System.isTrusted(MD->getLocation());
  }
  void MacroUndefined(const Token &, const MacroDefinition &, const MacroDirective *Undef) override {
    UserDefined |= Undef && !System.isTrusted(Undef->getLocation());
  }
  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef, bool, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    // A header already read (from the cached header too) is not read again.
    if (UserDefined && File && !PP.alreadyIncluded(*File) &&
        Trusted.isTrustedPath(File->getFileEntry().tryGetRealPathName()))
      Out->DefinedBeforeTrustedInclude = true;
  }

private:
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

std::unique_ptr<PPCallbacks> recordUserMacros(Preprocessor &PP, std::vector<std::string> TrustedDirs,
                                              std::shared_ptr<UserMacroUses> Out) {
  return std::make_unique<Recorder>(PP, std::move(TrustedDirs), std::move(Out));
}

} // namespace oxide::plugin
