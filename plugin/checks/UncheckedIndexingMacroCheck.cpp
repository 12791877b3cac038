//===- UncheckedIndexingMacroCheck.cpp - No silent unchecked indexing -----===//
//
// OXIDE_UNCHECKED_INDEXING removes every oxide slice bounds check in the
// translation unit (slice.cuh). Only the build may ask for that: the
// plugin's `-fplugin-arg-oxide-unchecked-indexing`, oxide-rewrite's
// --unchecked-indexing. A definition in a header, the file or a -D flag
// would do it silently, so it is refused unless the build asked.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace oxide::plugin {

void checkUncheckedIndexingMacro(Preprocessor &PP, Reporter &R) {
  const IdentifierInfo *II = PP.getIdentifierInfo("OXIDE_UNCHECKED_INDEXING");
  if (R.options().UncheckedIndexing || !II || !II->hadMacroDefinition())
    return;
  const MacroDirective *MD = PP.getLocalMacroDirectiveHistory(II);
  while (MD && MD->getPrevious())
    MD = MD->getPrevious(); // the first definition
  R.error(Check::UncheckedIndexingMacro, MD ? MD->getLocation() : SourceLocation(),
          "OXIDE_UNCHECKED_INDEXING is defined, which removes every oxide slice bounds check, "
          "but this build did not ask for unchecked indexing; remove the definition, or ask for "
          "it: oxide-rewrite --unchecked-indexing (OXIDE_UNCHECKED_INDEXING=1 in the "
          "environment), or the plugin's -fplugin-arg-oxide-unchecked-indexing");
}

} // namespace oxide::plugin
