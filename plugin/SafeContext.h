//===- SafeContext.h - The functions oxide checks as safe code --*- C++ -*-===//
//
// The safe context is every non-raw oxide kernel, and every function,
// lambda and template instantiation it can reach that is not trusted code
// (TrustedCode.h). Reaching means: naming the function (a call, an
// operator, a conversion, taking its address), constructing or destroying
// an object of a class whose constructor or destructor is the user's, or
// handing an object of a user class (a functor) to trusted code, which may
// call any of its members. Functions reached only from [[oxide::unsafe]]
// blocks are reached too: a function is safe code unless it is declared
// OXIDE_UNSAFE_FN, as in Rust.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_SAFECONTEXT_H
#define OXIDE_PLUGIN_SAFECONTEXT_H

#include "TrustedCode.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace oxide::plugin {

struct SafeFunction {
  const clang::FunctionDecl *FD;
  const clang::FunctionDecl *Kernel;  ///< the oxide kernel it is reached from
  clang::SourceLocation ReachedAt;    ///< where it was first named; invalid for a kernel
  bool StartsUnsafe;                  ///< OXIDE_UNSAFE_FN, or a generic lambda in an unsafe block
};

class SafeContext {
public:
  SafeContext(clang::ASTContext &Ctx, const TrustedCode &Trusted);

  const std::vector<SafeFunction> &functions() const { return Functions; }
  const TrustedCode &trusted() const { return Trusted; }
  /// The entry of \p FD (its definition), or null when it is not safe code.
  const SafeFunction *find(const clang::FunctionDecl *FD) const;

  /// Adds \p FD (reached from \p From at \p Loc) unless it is trusted or
  /// already in. Used by the reachability walk.
  void reach(const clang::FunctionDecl *FD, const SafeFunction &From, clang::SourceLocation Loc,
             bool StartsUnsafe = false);
  /// Every member function of \p RD with a body: trusted code that receives
  /// an object of this class may call any of them.
  void reachAllMembers(const clang::CXXRecordDecl *RD, const SafeFunction &From,
                       clang::SourceLocation Loc);
  /// The destructors that destroying an object of type \p T runs.
  void reachDestructors(clang::QualType T, const SafeFunction &From, clang::SourceLocation Loc);

private:
  void add(SafeFunction F);

  const TrustedCode &Trusted;
  std::vector<SafeFunction> Functions;
  llvm::DenseMap<const clang::FunctionDecl *, size_t> Index;
  llvm::DenseMap<const clang::CXXRecordDecl *, bool> MembersReached;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_SAFECONTEXT_H
