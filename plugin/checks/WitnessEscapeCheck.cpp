//===- WitnessEscapeCheck.cpp - Witnesses stay with their thread ----------===//
//
// A witness (oxide::thread_index, a coordinate, a tile: any record device_lib
// marks OXIDE_WITNESS) proves that an index belongs to the thread that
// minted it. C++ cannot copy or move one, but it can still store one where
// another thread finds it: __shared__, static, global or __device__ storage,
// a pointer or non-const reference to it, a class member. cuda-oxide gets
// this from lifetimes and !Send; here the plugin refuses each way out. A
// witness may live in a local variable, a by-value parameter (a local of the
// callee, only reachable by guaranteed elision) or behind a const&.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "UserCodeVisitor.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

const CXXRecordDecl *witness(QualType T) { return attrs::witnessRecord(T); }

/// The witness behind a pointer (at any depth, through arrays of
/// pointers: `const view *keep[1]`), or null.
const CXXRecordDecl *pointedWitness(QualType T) {
  bool Pointer = false;
  for (;;) {
    if (const auto *P = T->getAs<PointerType>()) {
      T = P->getPointeeType();
      Pointer = true;
    } else if (const ArrayType *A = T->getAsArrayTypeUnsafe()) {
      T = A->getElementType();
    } else {
      break;
    }
  }
  return Pointer ? witness(T) : nullptr;
}

/// The witness bound by a non-const lvalue reference, or null.
const CXXRecordDecl *mutableRefWitness(QualType T) {
  const auto *R = T->getAs<LValueReferenceType>();
  return R && !R->getPointeeType().isConstQualified() ? witness(R->getPointeeType()) : nullptr;
}

/// Where a variable with static or thread storage lives, in words.
const char *storageKind(const VarDecl &V) {
  if (V.hasAttr<CUDASharedAttr>())
    return "__shared__ memory";
  if (V.hasAttr<CUDAConstantAttr>())
    return "__constant__ memory";
  if (V.getTLSKind() != VarDecl::TLS_None)
    return "thread_local storage";
  if (V.isStaticLocal())
    return "static storage";
  if (V.hasAttr<CUDADeviceAttr>())
    return "__device__ storage";
  return "global storage";
}

class WitnessEscapeFinder : public UserCodeVisitor<WitnessEscapeFinder> {
public:
  WitnessEscapeFinder(ASTContext &Ctx, Reporter &R, const TrustedCode &T)
      : UserCodeVisitor(Ctx, T), R(R) {}

  bool VisitVarDecl(VarDecl *V) {
    if (V->isImplicit() || V->getType()->isDependentType())
      return true;
    const QualType T = V->getType();
    const auto *Parm = dyn_cast<ParmVarDecl>(V);
    if (const CXXRecordDecl *W = witness(T)) {
      if (!Parm && V->hasGlobalStorage())
        report(V->getLocation(), V->getName(), W, storageKind(*V));
      else if (Parm && isKernelParam(*Parm))
        report(V->getLocation(), V->getName(), W, "a kernel parameter (it would cross the launch)");
    } else if (const CXXRecordDecl *W = pointedWitness(T)) {
      report(V->getLocation(), V->getName(), W, "a pointer");
    } else if (const CXXRecordDecl *W = mutableRefWitness(T)) {
      report(V->getLocation(), V->getName(), W, "a non-const reference");
    }
    return true;
  }

  bool VisitFieldDecl(FieldDecl *F) {
    // device_lib's own witness carriers (indexed_ref) and lambda captures
    // (locals by another name) may hold one.
    const auto *Owner = dyn_cast<CXXRecordDecl>(F->getParent());
    if (F->getType()->isDependentType() ||
        (Owner && (Owner->isLambda() || attrs::isMarkedRecord(*Owner, attrs::WitnessAnnotation) ||
                   attrs::isMarkedRecord(*Owner, attrs::CarrierAnnotation))))
      return true;
    QualType T = F->getType().getNonReferenceType();
    const CXXRecordDecl *W = witness(T) ? witness(T) : pointedWitness(T);
    if (W)
      report(F->getLocation(), F->getName(), W, "a class member");
    return true;
  }

  // A generic lambda's body is a template: `&t` there has a dependent type.
  // Each of its instantiations (a read phase's, a tally's) is walked too.
  bool TraverseLambdaExpr(LambdaExpr *E) {
    if (!UserCodeVisitor::TraverseLambdaExpr(E))
      return false;
    if (const FunctionTemplateDecl *T = E->getDependentCallOperator())
      for (FunctionDecl *Spec : T->specializations())
        if (Spec->hasBody() && !TraverseStmt(Spec->getBody()))
          return false;
    return true;
  }

  // device_lib's witnesses and carriers (maybe<V>::operator->) take their
  // own address to give member access; that is their plumbing, not an escape.
  bool TraverseCXXMethodDecl(CXXMethodDecl *M) {
    const CXXRecordDecl *Owner = M->getParent();
    llvm::SaveAndRestore Guard(InOwnPlumbing,
                               attrs::isMarkedRecord(*Owner, attrs::WitnessAnnotation) ||
                                   attrs::isMarkedRecord(*Owner, attrs::CarrierAnnotation));
    return UserCodeVisitor::TraverseCXXMethodDecl(M);
  }

  // `&w`, std::addressof(w), reinterpret_cast: each hands out the witness's
  // address or bytes, which can then go anywhere.
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf && !InOwnPlumbing && !U->getSubExpr()->isTypeDependent())
      if (const CXXRecordDecl *W = witness(U->getSubExpr()->getType()))
        reportExpr(U->getOperatorLoc(), W, "taking its address");
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    // `m->at()` uses the pointer at once, for member access; it cannot be kept.
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(C); Op && Op->getOperator() == OO_Arrow)
      return true;
    if (!C->isTypeDependent() && !InOwnPlumbing)
      if (const CXXRecordDecl *W = pointedWitness(C->getType()))
        reportExpr(C->getExprLoc(), W, "a call that returns its address");
    return true;
  }
  bool VisitCXXReinterpretCastExpr(CXXReinterpretCastExpr *C) {
    const Expr *Sub = C->getSubExpr();
    if (Sub->isTypeDependent())
      return true;
    const CXXRecordDecl *W = witness(Sub->getType());
    if (!W)
      W = pointedWitness(Sub->getType());
    if (W)
      reportExpr(C->getExprLoc(), W, "reinterpret_cast");
    return true;
  }

private:
  static bool isKernelParam(const ParmVarDecl &P) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(P.getDeclContext());
    return FD && FD->hasAttr<CUDAGlobalAttr>();
  }

  void report(SourceLocation Loc, llvm::StringRef Name, const CXXRecordDecl *W, const char *Where) {
    if (!R.firstTime(Loc, "witness-escape"))
      return;
    R.error(Check::WitnessEscape, Loc,
            "witness '%0' of type '%1' escapes its thread through %2; a witness may live "
            "only in a local variable or behind a const& parameter")
        << Name << W->getNameAsString() << Where;
  }
  void reportExpr(SourceLocation Loc, const CXXRecordDecl *W, const char *How) {
    if (!R.firstTime(Loc, "witness-escape"))
      return;
    R.error(Check::WitnessEscape, Loc,
            "a witness of type '%0' escapes its thread through %1; pass it as a const& "
            "instead")
        << W->getNameAsString() << How;
  }

  Reporter &R;
  bool InOwnPlumbing = false;
};

} // namespace

void checkWitnessEscape(ASTContext &Ctx, Reporter &R, const TrustedCode &T) {
  WitnessEscapeFinder(Ctx, R, T).run();
}

} // namespace oxide::plugin
