//===- WriteTargets.cpp - Which named objects an expression writes ---------===//

#include "WriteTargets.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace oxide::plugin {

const ValueDecl *storageRoot(const Expr *E) {
  while (E) {
    E = E->IgnoreParenCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return DRE->getDecl();
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      E = AS->getBase();
    } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      E = ME->getBase();
    } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->getOpcode() != UO_Deref && U->getOpcode() != UO_AddrOf)
        return nullptr;
      E = U->getSubExpr();
    } else if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (!B->isAdditiveOp())
        return nullptr;
      E = B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS();
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
      const OverloadedOperatorKind K = Op->getOperator();
      if ((K != OO_Subscript && K != OO_Star && K != OO_Arrow) || Op->getNumArgs() == 0)
        return nullptr;
      E = Op->getArg(0);
    } else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
      E = MC->getImplicitObjectArgument();
    } else {
      return nullptr;
    }
  }
  return nullptr;
}

namespace {

bool writableThrough(QualType T) {
  if (const auto *P = T->getAs<PointerType>())
    return !P->getPointeeType().isConstQualified();
  if (const auto *R = T->getAs<LValueReferenceType>())
    return !R->getPointeeType().isConstQualified();
  return false;
}

void addRoot(llvm::SmallVectorImpl<const ValueDecl *> &Out, const Expr *E) {
  if (const ValueDecl *D = storageRoot(E))
    Out.push_back(D);
}

} // namespace

llvm::SmallVector<const ValueDecl *, 2> writtenRoots(const Expr *E) {
  llvm::SmallVector<const ValueDecl *, 2> Out;
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp())
      addRoot(Out, B->getLHS());
  } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp() ||
        (U->getOpcode() == UO_AddrOf && writableThrough(U->getType())))
      addRoot(Out, U->getSubExpr());
  } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
    if ((Op->isAssignmentOp() || Op->getOperator() == OO_PlusPlus ||
         Op->getOperator() == OO_MinusMinus) &&
        Op->getNumArgs() > 0)
      addRoot(Out, Op->getArg(0));
  } else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    if (const CXXMethodDecl *M = MC->getMethodDecl(); M && !M->isConst() && !M->isStatic())
      addRoot(Out, MC->getImplicitObjectArgument());
  }
  // Arguments handed over as pointers or references to non-const: the
  // callee may write through them (memcpy, atomicAdd, a helper).
  if (const auto *C = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = C->getDirectCallee();
    const unsigned Skip = isa<CXXOperatorCallExpr>(C) && isa_and_nonnull<CXXMethodDecl>(FD) ? 1 : 0;
    for (unsigned I = Skip; I < C->getNumArgs(); ++I) {
      const Expr *Arg = C->getArg(I);
      QualType ParamT = FD && I - Skip < FD->getNumParams() ? FD->getParamDecl(I - Skip)->getType()
                                                            : Arg->getType();
      if (writableThrough(ParamT) || writableThrough(Arg->IgnoreParens()->getType()))
        if (const auto *U = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
            !U || U->getOpcode() != UO_AddrOf) // `&x` counts once, above
          addRoot(Out, Arg);
    }
  }
  return Out;
}

} // namespace oxide::plugin
