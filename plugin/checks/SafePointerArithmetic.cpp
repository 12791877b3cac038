//===- SafePointerArithmetic.cpp - Rule: no raw pointer arithmetic ---------===//
//
// `p[i]`, `p + i`, `p - i`, `p += i`, `++p` on a raw pointer, and `a[i]` on
// a C array with an index not known to be inside it, read or write wherever
// the arithmetic lands: nothing checks it. So does a range-for whose
// begin() and end() are raw pointers of a user type. It does not matter where the
// pointer came from (`&*o`, `data()`, `begin()`, an array's decay).
//
// Clang's -Wunsafe-buffer-usage analysis (UnsafeBufferUsage.h) finds these
// operations, and calls to [[clang::unsafe_buffer_usage]] functions; it runs
// on every safe function. It skips the instantiations of a generic lambda
// (it walks a local lambda only inside its enclosing function, where a
// generic one is a dependent pattern), so the same three shapes are also
// matched here on every node the rules walk. Both report at the operation's
// first token, once. `#pragma clang unsafe_buffer_usage begin` does not
// silence oxide: only [[oxide::unsafe]] does. The decay of an array that
// proves no element (`float tail[]`, `extern __shared__ float dyn[]`,
// `float z[0]`) is refused too: `*p` of it needs no arithmetic to land past
// the object.
//
//===----------------------------------------------------------------------===//

#include "LoopBounds.h"
#include "SafeRules.h"

#include "clang/AST/StmtCXX.h"
#include "clang/Analysis/Analyses/UnsafeBufferUsage.h"

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafePointerArithmetic;

constexpr char ArithmeticError[] =
    "raw pointer arithmetic in safe code%0: this access can land outside the object the pointer "
    "points into, and nothing checks it";
constexpr char ArithmeticFix[] =
    "index an oxide::slice instead (s[i] traps past the end, s.get(i) gives an optional), or do "
    "this inside [[oxide::unsafe]] after a // SAFETY: comment";
constexpr char UnboundedError[] =
    "pointer to an array of unknown or zero length in safe code%0: no element of it is proved to "
    "exist, so any access through it can land past the object";
constexpr char UnboundedFix[] =
    "give the array a size (a sized __shared__ array or oxide::shared_array<T, N>), or do this "
    "inside [[oxide::unsafe]] after a // SAFETY: comment";

template <size_t N, size_t M>
void refuse(const Stmt &S, SafeSite &Site, const char (&Error)[N], const char (&Fix)[M]) {
  Site.refuse(S.getBeginLoc(), Key, Error, "", Fix);
}
void refuse(const Stmt &S, SafeSite &Site) { refuse(S, Site, ArithmeticError, ArithmeticFix); }

/// A subscript of an array whose index is provably inside it (a constant,
/// or a counted loop's variable: LoopBounds.h), or `p[0]`.
bool isInBounds(const ArraySubscriptExpr &AS, ASTContext &Ctx) {
  std::optional<uint64_t> Max = maxIndexValue(*AS.getIdx(), Ctx);
  if (!Max)
    return false;
  const Expr *Base = AS.getBase()->IgnoreParens();
  if (const auto *Decay = dyn_cast<ImplicitCastExpr>(Base);
      Decay && Decay->getCastKind() == CK_ArrayToPointerDecay) {
    const auto *CA = Ctx.getAsConstantArrayType(Decay->getSubExpr()->getType());
    return CA && *Max < CA->getSize().getZExtValue();
  }
  return *Max == 0 && AS.getIdx()->IgnoreParenImpCasts()->isIntegerConstantExpr(Ctx);
}

bool isPointerArithmetic(const Stmt &S, ASTContext &Ctx) {
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(&S))
    return AS->getBase()->getType()->isPointerType() && !isInBounds(*AS, Ctx);
  if (const auto *U = dyn_cast<UnaryOperator>(&S))
    return U->isIncrementDecrementOp() && U->getSubExpr()->getType()->isPointerType();
  if (const auto *B = dyn_cast<BinaryOperator>(&S)) {
    const BinaryOperatorKind Op = B->getOpcode();
    if (Op == BO_AddAssign || Op == BO_SubAssign)
      return B->getLHS()->getType()->isPointerType();
    // p - q gives a distance, not a pointer.
    return (Op == BO_Add || Op == BO_Sub) && B->getType()->isPointerType();
  }
  return false;
}

/// The decay of an array that proves no element exists: `float tail[]` (a
/// flexible member, `extern __shared__ float dyn[]`) or `float z[0]`. Even
/// `*p` of it, with no arithmetic, reads or writes past the object.
bool isUnboundedArrayDecay(const Stmt &S, ASTContext &Ctx) {
  const auto *C = dyn_cast<ImplicitCastExpr>(&S);
  if (!C || C->getCastKind() != CK_ArrayToPointerDecay)
    return false;
  const QualType T = C->getSubExpr()->getType();
  if (T->isIncompleteArrayType())
    return true;
  const auto *CA = Ctx.getAsConstantArrayType(T);
  return CA && CA->getSize() == 0;
}

/// `for (x : r)` steps a raw-pointer iterator from r.begin() towards
/// r.end(): nothing ties the two to one object unless r is a C array, or a
/// trusted container (cuda::std::array) that hands out its own bounds. The
/// analysis above does not look at the implicit `++`.
bool isUncheckedRangeFor(const Stmt &S, const TrustedCode &Trusted) {
  const auto *F = dyn_cast<CXXForRangeStmt>(&S);
  const auto *Begin =
      F && F->getBeginStmt() ? dyn_cast<VarDecl>(F->getBeginStmt()->getSingleDecl()) : nullptr;
  if (!Begin || !Begin->getType()->isPointerType() || !F->getRangeInit())
    return false;
  const QualType Range = F->getRangeInit()->getType().getNonReferenceType();
  if (Range->isArrayType())
    return false;
  const CXXRecordDecl *RD = Range->getAsCXXRecordDecl();
  return !RD || !Trusted.isTrusted(*RD);
}

/// Clang's analysis, reporting into this rule.
class Handler : public UnsafeBufferUsageHandler {
public:
  explicit Handler(SafeSite &Site) : Site(Site) {}

  void handleUnsafeOperation(const Stmt *Op, bool, ASTContext &) override { report(Op); }
  void handleUnsafeUniquePtrArrayAccess(const DynTypedNode &Node, bool, ASTContext &) override {
    report(Node.get<Stmt>());
  }
  // Raw pointers handed to library code (memcpy, span(p, n)) are the
  // library-call rule's: one error per call.
  void handleUnsafeLibcCall(const CallExpr *, unsigned, ASTContext &, const Expr *) override {}
  void handleUnsafeOperationInContainer(const Stmt *, bool, ASTContext &) override {}
  void handleUnsafeVariableGroup(const VarDecl *, const VariableGroupsManager &, FixItList &&,
                                 const Decl *, const FixitStrategy &) override {}
  bool isSafeBufferOptOut(const SourceLocation &) const override { return false; }
  bool ignoreUnsafeBufferInContainer(const SourceLocation &) const override { return true; }
  bool ignoreUnsafeBufferInLibcCall(const SourceLocation &) const override { return true; }
  std::string getUnsafeBufferUsageAttributeTextAt(SourceLocation, StringRef) const override {
    return "";
  }

private:
  void report(const Stmt *Op) {
    // The analysis does not know counted loops: an index LoopBounds.h
    // proves in range is not refused.
    if (const auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(Op); AS && isInBounds(*AS, Site.Ctx))
      return;
    if (Op && !Site.inUnsafeBlock(*Op))
      refuse(*Op, Site);
  }
  SafeSite &Site;
};

class PointerArithmeticRule : public SafeRule {
public:
  void checkFunction(SafeSite &Site) override {
    Handler H(Site);
    checkUnsafeBufferUsage(Site.Fn.FD, H, /*EmitSuggestions=*/false);
  }
  void check(const Stmt &S, SafeSite &Site) override {
    if (isPointerArithmetic(S, Site.Ctx) || isUncheckedRangeFor(S, Site.trusted()))
      refuse(S, Site);
    else if (isUnboundedArrayDecay(S, Site.Ctx))
      refuse(S, Site, UnboundedError, UnboundedFix);
  }
};

} // namespace

std::unique_ptr<SafeRule> makePointerArithmeticRule() {
  return std::make_unique<PointerArithmeticRule>();
}

} // namespace oxide::plugin
