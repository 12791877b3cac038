//===- SafeRules.h - The rules of the safe subset ---------------*- C++ -*-===//
//
// In the safe context (SafeContext.h), outside [[oxide::unsafe]], every
// operation that can break memory safety or race-freedom is refused. Each
// class of operation is one rule, in its own file, with its own test and
// diagnostics.md entry:
//   pointer arithmetic      SafePointerArithmetic.cpp   p[i], p + i, ++p
//   element address         SafeElementAddress.cpp      &*o, &r, addressof
//   static storage          SafeStaticStorage.cpp       __device__, static, __shared__
//   forgery                 SafeForgery.cpp             casts, bit_cast, unions, new, asm
//   Tier-2 operation        SafeTier2.cpp               barriers, shuffles, atomics, detail
//   library call            SafeLibraryCall.cpp         raw pointers into unchecked code
//   lifetime                SafeLifetime.cpp            p = &tmp in a narrower scope
//   indeterminate value     SafeIndeterminate.cpp       unsigned i; read before it is set
//   uniformity              SafeUniformity.cpp          a collective some threads skip
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_SAFERULES_H
#define OXIDE_PLUGIN_SAFERULES_H

#include "Diagnostics.h"
#include "SafeContext.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/TypeLoc.h"

#include <memory>
#include <vector>

namespace oxide::plugin {

/// What a rule knows about the code it looks at.
class SafeSite {
public:
  SafeSite(clang::ASTContext &Ctx, Reporter &R, const SafeContext &Safe, const SafeFunction &Fn)
      : Ctx(Ctx), R(R), Safe(Safe), Fn(Fn) {}

  clang::ASTContext &Ctx;
  Reporter &R;
  const SafeContext &Safe;
  const SafeFunction &Fn;

  const TrustedCode &trusted() const { return Safe.trusted(); }
  /// The parent of \p S, past parentheses when \p SkipParens; null at the top.
  const clang::Stmt *parent(const clang::Stmt &S, bool SkipParens = true) const;
  /// The declaration \p S initialises, when its parent is one.
  const clang::Decl *parentDecl(const clang::Stmt &S) const;
  /// True when \p S lies in an [[oxide::unsafe]] block of this function
  /// (for results of analyses that do not walk with the rules).
  bool inUnsafeBlock(const clang::Stmt &S) const { return inUnsafeBlock(S.getBeginLoc()); }
  bool inUnsafeBlock(clang::SourceLocation Loc) const;
  /// The note every refusal in a helper ends with: why it is safe code.
  void noteReached() const;

  /// One refusal at \p Loc, once per rule \p Rule: the error (its %0 is
  /// \p Arg), the note that says what to use instead, and noteReached().
  template <unsigned N, unsigned M>
  void refuse(clang::SourceLocation Loc, Check Rule, const char (&Error)[N], llvm::StringRef Arg,
              const char (&Instead)[M]) {
    if (!R.firstTime(Loc, checkName(Rule)))
      return;
    R.error(Rule, Loc, Error) << Arg;
    R.note(Loc, Instead);
    noteReached();
  }

private:
  mutable std::vector<clang::SourceRange> UnsafeRanges;
  mutable bool RangesKnown = false;
};

class SafeRule {
public:
  virtual ~SafeRule() = default;
  /// Once per safe function, before its walk (whole-function analyses).
  virtual void checkFunction(SafeSite &) {}
  /// Each statement and expression outside [[oxide::unsafe]].
  virtual void check(const clang::Stmt &, SafeSite &) {}
  /// Each type written outside [[oxide::unsafe]].
  virtual void checkType(clang::TypeLoc, SafeSite &) {}
};

std::unique_ptr<SafeRule> makePointerArithmeticRule();
std::unique_ptr<SafeRule> makeElementAddressRule();
std::unique_ptr<SafeRule> makeStaticStorageRule();
std::unique_ptr<SafeRule> makeForgeryRule();
std::unique_ptr<SafeRule> makeTier2Rule();
std::unique_ptr<SafeRule> makeLibraryCallRule();
std::unique_ptr<SafeRule> makeLifetimeRule();
std::unique_ptr<SafeRule> makeIndeterminateRule();
std::unique_ptr<SafeRule> makeUniformityRule();

// Shared type and declaration tests.

/// True for a pointer, a reference, an array (unless \p Arrays is false), or
/// a class (bases and fields, private ones included) that holds one: a value
/// through which memory can be reached that no oxide check covers.
bool carriesPointer(clang::QualType T, bool Arrays = true);
/// True when \p D is declared in namespace ::oxide (or one inside it).
bool inOxideNamespace(const clang::Decl &D);
/// True when \p D is declared in namespace ::oxide::detail.
bool inOxideDetail(const clang::Decl &D);
/// True when \p FD is a Tier-2 operation: OXIDE_UNSAFE_FN, or one of CUDA's
/// own (SafeTier2.cpp). Other rules stay quiet about such a call: it is
/// refused, and inside [[oxide::unsafe]] its SAFETY comment covers it.
bool isTier2(const clang::FunctionDecl &FD, const TrustedCode &Trusted);
/// True when \p E is an argument (through implicit casts) of a call to a
/// Tier-2 operation.
bool isTier2Argument(const clang::Expr &E, const SafeSite &Site);
/// std::addressof, cuda::std::addressof, __builtin_addressof (or any
/// one-argument function of that name: it cannot do more than `&`).
bool isAddressofCall(const clang::CallExpr &C);
/// \p E with parentheses and no-op casts stripped, as a rule reads it.
const clang::Expr *stripped(const clang::Expr *E);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_SAFERULES_H
