//===- UserMacroCheck.cpp - User macros in trusted headers' code ----------===//
//
// Reports what UserMacros.h recorded while the file was preprocessed.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "UserMacros.h"

using namespace clang;

namespace oxide::plugin {

void checkUserMacros(const UserMacroUses &U, bool WithCachedHeader, const SourceManager &SM,
                     Reporter &R) {
  for (const UserMacroUses::Use &Use : U.InTrustedCode) {
    if (!R.firstTime(Use.Definition, "user-macro-in-trusted-code"))
      continue;
    R.error(Check::UserMacro, Use.Definition,
            "macro '%0', defined in user code, changes the code of a trusted header: "
            "oxide does not check that code, and relies on it as written")
        << Use.Name;
    R.note(Use.Expansion, "expanded here; rename the macro, or define it after the #include");
  }
  for (const UserMacroUses::Directive &D : U.CompilerMacros)
    if (R.firstTime(D.At, "compiler-macro"))
      R.error(Check::UserMacro, D.At,
              "macro '%0' is the compiler's: user code may not #define or #undef it, since "
              "every header, oxide's included, decides from it what it compiles (without "
              "__clang__, oxide's marks vanish and its checks see nothing)")
          << D.Name;
  // The cached header was read before this macro existed; nvcc reads the
  // file in order. The caller parses again without the cached header, where
  // the expansions themselves are seen (this message is not shown then).
  if (WithCachedHeader && U.DefinedBeforeTrustedInclude)
    R.error(Check::UserMacro, SM.getLocForStartOfFile(SM.getMainFileID()),
            "oxide-rewrite: a user macro is defined before a trusted #include; parsing again "
            "without the cached header");
}

} // namespace oxide::plugin
