//===- Diagnostics.cpp - How oxide checks report --------------------------===//

#include "Diagnostics.h"

#include "clang/Basic/DiagnosticIDs.h"

namespace oxide::plugin {

llvm::StringRef checkName(Check C) {
  switch (C) {
#define OXIDE_CHECK(Enumerator, Name)                                                              \
  case Check::Enumerator:                                                                          \
    return Name;
#include "CheckNames.def"
  }
  return "oxide";
}

std::string withCheckName(llvm::StringRef Message, Check C) {
  return (Message + " [" + checkName(C) + "]").str();
}

unsigned customDiagID(clang::DiagnosticsEngine &Diags, clang::DiagnosticsEngine::Level L,
                      llvm::StringRef Format) {
  return Diags.getDiagnosticIDs()->getCustomDiagID(static_cast<clang::DiagnosticIDs::Level>(L),
                                                   Format);
}

} // namespace oxide::plugin
