//===- SafeTier2.cpp - Rule: Tier-2 operations only inside [[oxide::unsafe]] ==//
//
// oxide's own Tier-2 APIs (OXIDE_UNSAFE_FN) are refused outside unsafe by
// the unsafe-scope check, in all user code. In the safe context this rule
// adds what no attribute marks:
//   - CUDA's own Tier-2 operations: block and warp barriers, shuffles,
//     votes, matches and warp reductions, atomic*, cooperative groups'
//     sync, reduce, scan and memcpy_async, cuda::barrier and
//     cuda::pipeline, and oxide's from_raw_parts (it makes a slice of any
//     pointer and length);
//   - naming an unsafe function other than to call it: its address or a
//     member pointer (then cuda::std::invoke, or any indirect call, runs it
//     with no unsafe block in sight);
//   - an unsafe user function run with no call in sight: a destructor at
//     scope end, a functor or operator that trusted code calls
//     (SafeContext's hidden unsafe calls);
//   - any reference to oxide::detail, and any value of an oxide::detail
//     class however it was made: the proof constructors and fact helpers
//     behind the witnesses are oxide's, never the user's.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"
#include "Uniformity.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafeTier2;

bool isCudaTier2Name(StringRef N) {
  // The barriers, shuffles, votes and warp reductions are the collectives
  // (Uniformity.h); the rest are asynchronous copies.
  static const llvm::StringSet<> Names = {
      "__uni",        "__pipeline_memcpy_async", "__pipeline_commit", "__pipeline_wait_prior",
      "memcpy_async", "memcpy_async_tx"};
  return cudaCollectiveName(N) || Names.contains(N) || N.starts_with("atomic") ||
         N.starts_with("__nv_atomic") || N.starts_with("__atomic") ||
         N.starts_with("__cluster_barrier");
}

bool isCooperativeGroupsTier2(const FunctionDecl &FD) {
  static const llvm::StringSet<> Names = {"sync",
                                          "barrier_arrive",
                                          "barrier_wait",
                                          "reduce",
                                          "reduce_update_async",
                                          "reduce_store_async",
                                          "inclusive_scan",
                                          "exclusive_scan",
                                          "memcpy_async",
                                          "wait",
                                          "wait_prior",
                                          "shfl",
                                          "shfl_up",
                                          "shfl_down",
                                          "shfl_xor",
                                          "any",
                                          "all",
                                          "ballot",
                                          "match_any",
                                          "match_all",
                                          "invoke_one",
                                          "invoke_one_broadcast"};
  return FD.getIdentifier() && Names.contains(FD.getName()) &&
         StringRef(FD.getQualifiedNameAsString()).starts_with("cooperative_groups::");
}

/// Members of cuda::barrier, cuda::pipeline, cuda::std::barrier and latch.
bool isSyncObjectMember(const FunctionDecl &FD) {
  const auto *M = dyn_cast<CXXMethodDecl>(&FD);
  if (!M || isa<CXXConstructorDecl>(M) || isa<CXXDestructorDecl>(M))
    return false;
  const std::string Q = M->getParent()->getQualifiedNameAsString();
  for (StringRef Prefix : {"cuda::barrier", "cuda::pipeline", "cuda::std::barrier",
                           "cuda::std::latch", "cuda::std::__4::barrier"})
    if (StringRef(Q).starts_with(Prefix))
      return true;
  return false;
}

/// Libraries whose every operation is a collective or raw hardware access:
/// cub's block and warp primitives, libcu++'s PTX wrappers and warp shuffles.
bool isCollectiveLibrary(const FunctionDecl &FD) {
  const std::string Q = FD.getQualifiedNameAsString();
  for (StringRef Prefix : {"cub::", "cuda::ptx::", "cuda::device::warp_", "cuda::device::barrier",
                           "cuda::device::memcpy_async"})
    if (StringRef(Q).starts_with(Prefix))
      return true;
  return false;
}

bool isFromRawParts(const FunctionDecl &FD) {
  return FD.getIdentifier() && FD.getName() == "from_raw_parts" && inOxideNamespace(FD);
}

/// oxide members that hand out what no check covers on the device: a raw
/// pointer (data, begin, end: `*s.end()` reads past the end), an unchecked
/// span, a slice made from one, and view iterators used by hand (range-for
/// uses them implicitly, where they cannot step past the end).
bool isRawAccessor(const FunctionDecl &FD) {
  const auto *M = dyn_cast<CXXMethodDecl>(&FD);
  if (!M || !inOxideNamespace(*M))
    return false;
  const CXXRecordDecl *Class = M->getParent();
  if (Class->getIdentifier() && Class->getName() == "iterator")
    return true;
  // slice's constructor from a span is a template (slice.cuh): every
  // one-argument constructor of oxide's slice from a class that is not
  // oxide's slice is that one, whatever the class is named or where it is.
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(M)) {
    if (Ctor->getNumParams() != 1 || !Class->getIdentifier() || Class->getName() != "slice")
      return false;
    const CXXRecordDecl *From =
        Ctor->getParamDecl(0)->getType().getNonReferenceType()->getAsCXXRecordDecl();
    return From &&
           !(From->getIdentifier() && From->getName() == "slice" && inOxideNamespace(*From));
  }
  static const llvm::StringSet<> Names = {"data", "begin", "end", "as_span"};
  return M->getIdentifier() && Names.contains(M->getName());
}

} // namespace

bool isTier2(const FunctionDecl &FD, const TrustedCode &Trusted) {
  if (attrs::isUnsafeApi(FD))
    return true;
  if (!Trusted.isTrusted(FD))
    return false;
  return (FD.getIdentifier() && isCudaTier2Name(FD.getName())) || isCooperativeGroupsTier2(FD) ||
         isSyncObjectMember(FD) || isFromRawParts(FD) || isRawAccessor(FD) ||
         isCollectiveLibrary(FD);
}

bool isTier2Argument(const Expr &E, const SafeSite &Site) {
  const Stmt *P = Site.parent(E);
  while (isa_and_nonnull<ImplicitCastExpr>(P))
    P = Site.parent(*P);
  const auto *C = dyn_cast_or_null<CallExpr>(P);
  return C && C->getDirectCallee() && isTier2(*C->getDirectCallee(), Site.trusted());
}

namespace {

/// True when \p E (a reference to a function) is the callee of a call.
bool isCallee(const Expr &E, const SafeSite &Site) {
  const Stmt *P = Site.parent(E);
  if (const auto *Decay = dyn_cast_or_null<ImplicitCastExpr>(P);
      Decay && Decay->getCastKind() == CK_FunctionToPointerDecay)
    P = Site.parent(*Decay);
  if (const auto *C = dyn_cast_or_null<CallExpr>(P))
    return C->getCallee()->IgnoreParenImpCasts() == &E;
  return false;
}

/// The oxide::detail class of the value \p S makes, when it is a variable
/// read, a call's result or a construction: a copy of detail::checked in a
/// namespace-scope constant, or a conversion-operator template that yields
/// one, forges a witness without naming oxide::detail here. (Implicit
/// derived-to-base casts to a detail base are not values the user makes.)
const NamedDecl *detailValue(const Stmt &S) {
  if (!isa<DeclRefExpr>(S) && !isa<CallExpr>(S) && !isa<CXXConstructExpr>(S))
    return nullptr;
  const CXXRecordDecl *RD = cast<Expr>(S).getType().getNonReferenceType()->getAsCXXRecordDecl();
  return RD && inOxideDetail(*RD) ? RD : nullptr;
}

/// True when the object of \p M (its pointee, for `->`), as written before
/// any conversion to the member's base class, is of a class of oxide's own
/// API: in namespace oxide, not in oxide::detail.
bool onPublicOxideClass(const MemberExpr *M) {
  QualType T = M->getBase()->IgnoreParenImpCasts()->getType();
  if (M->isArrow())
    T = T->getPointeeType();
  const CXXRecordDecl *RD = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
  return RD && inOxideNamespace(*RD) && !inOxideDetail(*RD);
}

class Tier2Rule : public SafeRule {
public:
  void checkFunction(SafeSite &Site) override {
    for (const SafeContext::HiddenUnsafeCall &H : Site.Safe.hiddenUnsafeCalls())
      if (H.Caller == Site.Fn.FD)
        refuseHidden(H, Site);
  }

  void check(const Stmt &S, SafeSite &Site) override {
    if (const auto *C = dyn_cast<CXXConstructExpr>(&S); C && isRawAccessor(*C->getConstructor()))
      return refuseCall(C->getLocation(), *C->getConstructor(), Site);
    if (const auto *C = dyn_cast<CallExpr>(&S))
      if (const FunctionDecl *FD = C->getDirectCallee();
          FD && !attrs::isUnsafeApi(*FD) && isTier2(*FD, Site.trusted()))
        return refuseCall(C->getExprLoc(), *FD, Site);
    if (const NamedDecl *D = detailValue(S); D && !Site.trusted().isTrusted(S.getBeginLoc()))
      return refuseDetail(S.getBeginLoc(), *D, Site);
    const ValueDecl *Named = nullptr;
    SourceLocation Loc;
    if (const auto *R = dyn_cast<DeclRefExpr>(&S))
      Named = R->getDecl(), Loc = R->getLocation();
    else if (const auto *M = dyn_cast<MemberExpr>(&S))
      Named = M->getMemberDecl(), Loc = M->getMemberLoc();
    if (!Named)
      return;
    // Named by the user: a public member inherited from a detail base
    // (disjoint_slice::row_width) is the API, reached through a MemberExpr
    // on an oxide class. Through a user class derived from a detail class
    // (`struct runner : oxide::detail::walk_run {}`, then `r.step(w)`) it
    // is the detail member itself.
    if (inOxideDetail(*Named) && !Site.trusted().isTrusted(Loc) &&
        (isa<DeclRefExpr>(S) || !onPublicOxideClass(&cast<MemberExpr>(S))))
      return refuseDetail(Loc, *Named, Site);
    // `obj.f` names a non-static member function only to call it; `&C::f`
    // (a DeclRefExpr) makes a member pointer.
    const auto *FD = dyn_cast<FunctionDecl>(Named);
    const auto *M = dyn_cast_or_null<CXXMethodDecl>(FD);
    const bool CallOnly = isa<MemberExpr>(S) && M && !M->isStatic();
    if (FD && !CallOnly && !isCallee(cast<Expr>(S), Site) && isTier2(*FD, Site.trusted()))
      refuseAddress(Loc, *FD, Site);
  }

  void checkType(TypeLoc TL, SafeSite &Site) override {
    // A type substituted into a user template is not written by the user.
    if (TL.getType()->getAs<SubstTemplateTypeParmType>())
      return;
    const Decl *D = nullptr;
    if (const auto *Tag = TL.getType()->getAsTagDecl())
      D = Tag;
    if (const auto *TS = TL.getType()->getAs<TemplateSpecializationType>())
      D = TS->getTemplateName().getAsTemplateDecl();
    if (const auto *TD = TL.getType()->getAs<TypedefType>())
      D = TD->getDecl();
    if (D && inOxideDetail(*D) && !Site.trusted().isTrusted(TL.getBeginLoc()))
      refuseDetail(TL.getBeginLoc(), *cast<NamedDecl>(D), Site);
  }

private:
  static void refuseCall(SourceLocation Loc, const FunctionDecl &FD, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "'%0' is a Tier-2 operation (a barrier, shuffle, vote, atomic or raw slice): call "
                "it only inside [[oxide::unsafe]], after a // SAFETY: comment that says why its "
                "contract holds here",
                FD.getQualifiedNameAsString(),
                "oxide::block::sync(), oxide::block:: and oxide::warp::reduce_add/max/min and "
                "broadcast are safe where every thread reaches them (docs/cooperation.md); "
                "device_atomic is the oxide atomic; get(i), operator[] and range-for replace "
                "raw accessors");
  }
  static void refuseHidden(const SafeContext::HiddenUnsafeCall &H, SafeSite &Site) {
    // The unsafe-scope check's key: a call it saw written is reported once.
    if (!Site.R.firstTime(H.Loc, "unsafe-scope"))
      return;
    Site.R.error(Check::SafeTier2, H.Loc,
                 "'%0' is unsafe: call it only inside an [[oxide::unsafe]] block, preceded "
                 "by a // SAFETY: comment that says why its contract holds here")
        << H.Unsafe->getQualifiedNameAsString();
    if (H.Via)
      Site.R.note(H.Loc, "'%0' calls it for this code, with no [[oxide::unsafe]] block in sight")
          << H.Via->getQualifiedNameAsString();
    else
      Site.R.note(H.Loc, "it runs here with no call written in this code: a destructor, a "
                         "range-for's begin() or end(), a structured binding's get, a rewritten "
                         "operator, or a compiler-written copy");
    Site.noteReached();
  }
  static void refuseAddress(SourceLocation Loc, const FunctionDecl &FD, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "safe code names unsafe '%0' without calling it: through its address "
                "(cuda::std::invoke, a function pointer) it would run outside any "
                "[[oxide::unsafe]] block",
                FD.getQualifiedNameAsString(),
                "call it directly, inside [[oxide::unsafe]] after a // SAFETY: comment");
  }
  static void refuseDetail(SourceLocation Loc, const NamedDecl &D, SafeSite &Site) {
    Site.refuse(Loc, Key,
                "'%0' is in oxide::detail: oxide's internals (proof constructors, checked tags, "
                "facts) are not for user code",
                D.getQualifiedNameAsString(),
                "use the public oxide API; docs/safety-model.md lists what each witness and view "
                "proves");
  }
};

} // namespace

std::unique_ptr<SafeRule> makeTier2Rule() { return std::make_unique<Tier2Rule>(); }

} // namespace oxide::plugin
