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
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

namespace oxide::plugin {

struct SafeFunction {
  const clang::FunctionDecl *FD;
  const clang::FunctionDecl *Kernel; ///< the oxide kernel it is reached from
  clang::SourceLocation ReachedAt;   ///< where it was first named; invalid for a kernel
  bool StartsUnsafe;                 ///< OXIDE_UNSAFE_FN, or a generic lambda in an unsafe block
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
  /// Each destructor that destroying an object of type \p T runs: its
  /// class's, its members' and bases', and for a trusted template the
  /// destructors of its type arguments.
  void forEachDestructor(clang::QualType T,
                         llvm::function_ref<void(const clang::FunctionDecl &)> F) const;
  /// The user functions that trusted \p FD runs, through any depth of
  /// trusted code (memoized; empty while \p FD is being walked).
  const std::vector<const clang::FunctionDecl *> &
  userCodeThrough(const clang::FunctionDecl &FD) const;
  /// Reaches what trusted \p FD runs of the user's, from \p Loc in \p From.
  /// An OXIDE_UNSAFE_FN among them, outside [[oxide::unsafe]], is a hidden
  /// unsafe call.
  void reachThrough(const clang::FunctionDecl &FD, const SafeFunction &From,
                    clang::SourceLocation Loc, bool InUnsafe);

  /// An unsafe user function that trusted code runs for safe code: a functor
  /// handed to cuda::std::invoke, a destructor run by cuda::std::optional.
  struct HiddenUnsafeCall {
    const clang::FunctionDecl *Caller; ///< the safe function
    clang::SourceLocation Loc;         ///< where it hands over to trusted code
    const clang::FunctionDecl *Unsafe;
    const clang::FunctionDecl *Via; ///< the trusted function; null for a destructor
  };
  void hideUnsafe(HiddenUnsafeCall Call);
  const std::vector<HiddenUnsafeCall> &hiddenUnsafeCalls() const { return Hidden; }

private:
  void add(SafeFunction F);
  void forEachDestructor(clang::QualType T, llvm::function_ref<void(const clang::FunctionDecl &)> F,
                         llvm::SmallPtrSetImpl<const clang::CXXRecordDecl *> &Seen) const;

  const TrustedCode &Trusted;
  std::vector<SafeFunction> Functions;
  llvm::DenseMap<const clang::FunctionDecl *, size_t> Index;
  llvm::DenseMap<const clang::CXXRecordDecl *, bool> MembersReached;
  /// The memo behind userCodeThrough (a cache: reading it changes nothing
  /// the context says).
  mutable llvm::DenseMap<const clang::FunctionDecl *, std::vector<const clang::FunctionDecl *>>
      Through;
  std::vector<HiddenUnsafeCall> Hidden;
};

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_SAFECONTEXT_H
