//===- SafeForgery.cpp - Rule: no re-typed objects, no escape from the language ==//
//
// What lets code make a pointer, a reference or an oxide object the type
// system did not give it, or leave the language for the hardware:
//   - const_cast; reinterpret_cast, and a C-style, functional or static cast
//     to a pointer or reference that is not an implicit conversion (adding
//     const, derived to base);
//   - bit_cast (__builtin_bit_cast, or any function named bit_cast) into or
//     out of a type that holds a pointer or an oxide type, and oxide's
//     as_vectors<V> with such a V (it re-types the slice's elements);
//   - reading or writing a union member when the union holds a pointer or
//     an oxide type (type punning);
//   - new and delete (placement new re-types storage; the device heap is
//     not checked);
//   - inline asm, a device-side <<<>>> launch, surface writes, and
//     [[assume]] (a false assumption deletes the checks it implies);
//   - a member pointer into an oxide or library class: C++ checks no access
//     in an explicit instantiation's template arguments, so a friend it
//     defines can hand out a private member (a walk's count, a slice's
//     length) to code that then writes it.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafeForgery;

/// An explicit cast to a pointer or reference that an implicit conversion
/// could also do.
bool isImplicitLike(const ExplicitCastExpr &C, const ASTContext &Ctx) {
  switch (C.getCastKind()) {
  case CK_DerivedToBase:
  case CK_UncheckedDerivedToBase:
  case CK_NullToPointer:
  case CK_ArrayToPointerDecay:
  case CK_FunctionToPointerDecay:
  case CK_LValueToRValue:
    return true;
  case CK_NoOp: {
    QualType To = C.getType(), From = C.getSubExpr()->getType();
    if (To->isPointerType() && From->isPointerType())
      return To->getPointeeType().isAtLeastAsQualifiedAs(From->getPointeeType(), Ctx);
    return C.getTypeAsWritten().getNonReferenceType().isAtLeastAsQualifiedAs(From, Ctx);
  }
  default:
    return false;
  }
}

bool isOxideType(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && inOxideNamespace(*RD);
}

bool isRetypingTarget(QualType T) {
  return T->isPointerType() || T->isReferenceType() || T->isMemberPointerType() || isOxideType(T);
}

bool isRetypedValue(QualType T) { return carriesPointer(T) || isOxideType(T); }

/// A call that re-types what it is given: any bit_cast (cuda::std::bit_cast
/// runs __builtin_bit_cast inside trusted code, where the rules do not
/// look), oxide's as_vectors<V> with a V that holds a pointer or is an oxide
/// type, a surface write.
const char *forgingCall(const CallExpr &C, const FunctionDecl &FD) {
  const StringRef Name = FD.getName();
  if (Name == "bit_cast" && C.getNumArgs() == 1 &&
      (isRetypedValue(C.getArg(0)->getType()) || isRetypedValue(C.getType())))
    return "bit_cast into or out of a type that holds a pointer or an oxide type";
  if (const TemplateArgumentList *TA = FD.getTemplateSpecializationArgs();
      TA && TA->size() > 0 && Name == "as_vectors" && inOxideNamespace(FD))
    if (const TemplateArgument &V = TA->get(0);
        V.getKind() == TemplateArgument::Type && isRetypedValue(V.getAsType()))
      return "as_vectors<V> with a V that holds a pointer or is an oxide type";
  if (Name.starts_with("surf") && Name.contains("write"))
    return "a surface write (it writes any texel of the surface, unchecked)";
  return nullptr;
}

/// What the node does, or null when it is allowed.
const char *forgery(const Stmt &S, const ASTContext &Ctx) {
  if (isa<CXXConstCastExpr>(S))
    return "const_cast";
  if (const auto *R = dyn_cast<CXXReinterpretCastExpr>(&S))
    return isRetypingTarget(R->getTypeAsWritten()) ? "reinterpret_cast" : nullptr;
  if (const auto *C = dyn_cast<ExplicitCastExpr>(&S); C && !isa<BuiltinBitCastExpr>(S)) {
    const QualType To = C->getTypeAsWritten();
    if ((To->isPointerType() || To->isReferenceType() || To->isMemberPointerType()) &&
        !isImplicitLike(*C, Ctx))
      return "a cast that re-types a pointer or reference";
    return nullptr;
  }
  if (const auto *B = dyn_cast<BuiltinBitCastExpr>(&S)) {
    const QualType From = B->getSubExpr()->getType(), To = B->getType();
    return carriesPointer(From) || carriesPointer(To) || isOxideType(From) || isOxideType(To)
               ? "bit_cast into or out of a type that holds a pointer or an oxide type"
               : nullptr;
  }
  if (const auto *M = dyn_cast<MemberExpr>(&S)) {
    const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
    const RecordDecl *U = F ? F->getParent() : nullptr;
    if (!U || !U->isUnion())
      return nullptr;
    for (const FieldDecl *Other : U->fields())
      if (carriesPointer(Other->getType()) || isOxideType(Other->getType()))
        return "a member of a union that holds a pointer or an oxide type (type punning)";
    return nullptr;
  }
  if (isa<CXXNewExpr>(S))
    return "new (the device heap, and placement new's re-typed storage, are not checked)";
  if (isa<CXXDeleteExpr>(S))
    return "delete";
  if (isa<AsmStmt>(S))
    return "inline asm";
  if (isa<StmtExpr>(S))
    return "a GNU statement expression ({ ... }) (its locals die inside the expression that uses "
           "them)";
  if (isa<CUDAKernelCallExpr>(S))
    return "a device-side kernel launch";
  if (const auto *A = dyn_cast<AttributedStmt>(&S))
    for (const Attr *At : A->getAttrs())
      if (isa<CXXAssumeAttr>(At))
        return "[[assume]] (a false assumption deletes the checks it implies)";
  if (const auto *C = dyn_cast<CallExpr>(&S))
    if (const FunctionDecl *FD = C->getDirectCallee(); FD && FD->getIdentifier())
      return forgingCall(*C, *FD);
  return nullptr;
}

/// An expression whose value is a member pointer into oxide's or a
/// library's class (formed anywhere, even where access was not checked).
bool isLibraryMemberPointer(const Stmt &S, const TrustedCode &Trusted) {
  const auto *E = dyn_cast<Expr>(&S);
  // Some implicit nodes (an opaque value of a default argument) carry no type.
  const auto *MPT =
      E && !E->getType().isNull() ? E->getType()->getAs<MemberPointerType>() : nullptr;
  const CXXRecordDecl *RD = MPT ? MPT->getMostRecentCXXRecordDecl() : nullptr;
  return RD && (inOxideNamespace(*RD) || Trusted.isTrusted(*RD));
}

class ForgeryRule : public SafeRule {
public:
  void check(const Stmt &S, SafeSite &Site) override {
    const char *What = forgery(S, Site.Ctx);
    if (!What && isLibraryMemberPointer(S, Site.trusted()))
      What = "a member pointer into an oxide or library class (it reaches the class's private "
             "state, past the checks its members make)";
    if (What)
      Site.refuse(S.getBeginLoc(), Key,
                  "%0 is not allowed in safe code: it makes a pointer, a reference or an object "
                  "the type system did not give, or leaves the language",
                  What,
                  "use the oxide type that says what you mean (a slice, a witness, a tile), or do "
                  "this inside [[oxide::unsafe]] after a // SAFETY: comment");
  }
};

} // namespace

std::unique_ptr<SafeRule> makeForgeryRule() { return std::make_unique<ForgeryRule>(); }

} // namespace oxide::plugin
