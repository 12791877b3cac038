//===- UserTraversalScope.h - The AST walks see the user's code only -*- C++ -*-===//
//
// The checks ask for parents (ASTContext::getParents) of user code only, and
// oxide-rewrite's walks look for the user's kernels and attributes. The
// parent map and RecursiveASTVisitor::TraverseAST follow the ASTContext's
// traversal scope, so it is narrowed to the top-level declarations outside
// trusted code (TrustedCode.h): a walk over every header declaration was
// the largest single cost of a check run, and with the precompiled header
// it also read every declaration of the header back from disk
// (docs/build.md, "Build cost"). Restored when the scope object ends.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_USERTRAVERSALSCOPE_H
#define OXIDE_PLUGIN_USERTRAVERSALSCOPE_H

#include "TrustedCode.h"

#include "clang/AST/ASTContext.h"

#include <vector>

namespace oxide::plugin {

class UserTraversalScope {
public:
  UserTraversalScope(clang::ASTContext &Ctx, const TrustedCode &Trusted);
  ~UserTraversalScope();
  UserTraversalScope(const UserTraversalScope &) = delete;
  UserTraversalScope &operator=(const UserTraversalScope &) = delete;

  /// Whether a UserTraversalScope is in force on \p Ctx.
  static bool isNarrowed(const clang::ASTContext &Ctx);

private:
  clang::ASTContext &Ctx;
};

/// \p V's walk over the traversal scope: the user's top-level declarations
/// under a UserTraversalScope, else the translation unit.
template <class Visitor> void traverseScope(Visitor &V, const clang::ASTContext &Ctx) {
  for (clang::Decl *D : Ctx.getTraversalScope())
    V.TraverseDecl(D);
}

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_USERTRAVERSALSCOPE_H
