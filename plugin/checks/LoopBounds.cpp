//===- LoopBounds.cpp - The largest value a loop index can take -----------===//

#include "LoopBounds.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace oxide::plugin {
namespace {

std::optional<uint64_t> constantOf(const Expr *E, const ASTContext &Ctx) {
  std::optional<llvm::APSInt> V = E->IgnoreParenImpCasts()->getIntegerConstantExpr(Ctx);
  if (!V || V->isNegative() || V->getActiveBits() > 63)
    return std::nullopt;
  return V->getZExtValue();
}

const VarDecl *varOf(const Expr *E) {
  const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
}

/// True when anything under \p S uses \p V other than by reading its value:
/// a write, `&i`, a reference bound to it (`unsigned &j = i; j += k;`), a
/// capture. Deny by default: only a plain read keeps the proof.
bool escapes(const Stmt *S, const VarDecl *V, ASTContext &Ctx) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *V;
    ASTContext *Ctx;
    bool Found = false;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (E->getDecl() == V && !isRead(*E))
        Found = true;
      return !Found;
    }
    bool isRead(const Expr &E) const {
      DynTypedNode Node = DynTypedNode::create(E);
      while (true) {
        DynTypedNodeList Parents = Ctx->getParents(Node);
        if (Parents.empty())
          return false;
        Node = Parents[0];
        if (Node.get<ParenExpr>())
          continue;
        const auto *C = Node.get<ImplicitCastExpr>();
        return C && C->getCastKind() == CK_LValueToRValue;
      }
    }
  } F;
  F.V = V;
  F.Ctx = &Ctx;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

/// The start value of \p V in the for-init \p Init.
std::optional<uint64_t> startOf(const Stmt *Init, const VarDecl *V, const ASTContext &Ctx) {
  const auto *DS = dyn_cast_or_null<DeclStmt>(Init);
  if (!DS || !DS->isSingleDecl() || DS->getSingleDecl() != V || !V->getInit())
    return std::nullopt;
  return constantOf(V->getInit(), Ctx);
}

/// The step of the increment, when it only adds a positive constant to V.
std::optional<uint64_t> stepOf(const Expr *Inc, const VarDecl *V, const ASTContext &Ctx) {
  if (!Inc)
    return std::nullopt;
  Inc = Inc->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Inc))
    return U->isIncrementOp() && varOf(U->getSubExpr()) == V ? std::optional<uint64_t>(1)
                                                             : std::nullopt;
  if (const auto *B = dyn_cast<CompoundAssignOperator>(Inc);
      B && B->getOpcode() == BO_AddAssign && varOf(B->getLHS()) == V)
    if (std::optional<uint64_t> K = constantOf(B->getRHS(), Ctx); K && *K > 0)
      return K;
  return std::nullopt;
}

/// The largest value V takes inside the body, from the loop's condition.
std::optional<uint64_t> limitOf(const Expr *Cond, const VarDecl *V, uint64_t Step,
                                const ASTContext &Ctx) {
  const auto *B = dyn_cast_or_null<BinaryOperator>(Cond ? Cond->IgnoreParenImpCasts() : nullptr);
  if (!B)
    return std::nullopt;
  BinaryOperatorKind Op = B->getOpcode();
  const Expr *Var = B->getLHS(), *Bound = B->getRHS();
  if (varOf(Bound) == V) { // C > i is i < C
    std::swap(Var, Bound);
    Op = Op == BO_GT ? BO_LT : Op == BO_GE ? BO_LE : Op == BO_NE ? BO_NE : BO_Comma;
  }
  std::optional<uint64_t> C = constantOf(Bound, Ctx);
  if (varOf(Var) != V || !C)
    return std::nullopt;
  if (Op == BO_LT || (Op == BO_NE && Step == 1))
    return *C == 0 ? std::nullopt : std::optional<uint64_t>(*C - 1);
  if (Op == BO_LE)
    return C;
  return std::nullopt;
}

/// The last value `for (i = Start; i <= Limit; i += Step)` gives i: with
/// step 2 and `i < 4`, i is 0 or 2, so `acc[i + 1]` stays inside float[4].
uint64_t lastValue(uint64_t Start, uint64_t Limit, uint64_t Step) {
  return Start + (Limit - Start) / Step * Step;
}

/// True when \p V is representable in the integer type \p T.
bool fitsIn(QualType T, uint64_t V, const ASTContext &Ctx) {
  const unsigned Bits = Ctx.getIntWidth(T) - (T->isSignedIntegerType() ? 1 : 0);
  return Bits >= 64 || V < (uint64_t(1) << Bits);
}

/// The innermost for-loop whose init declares \p V, if \p Use is in its body.
const ForStmt *loopOf(const Expr &Use, const VarDecl *V, ASTContext &Ctx) {
  DynTypedNode Node = DynTypedNode::create(Use);
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return nullptr;
    Node = Parents[0];
    if (const auto *F = Node.get<ForStmt>())
      if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit());
          DS && DS->isSingleDecl() && DS->getSingleDecl() == V)
        return F;
    if (Node.get<FunctionDecl>() || Node.get<LambdaExpr>())
      return nullptr;
  }
}

std::optional<uint64_t> loopVariableMax(const Expr &E, const VarDecl *V, ASTContext &Ctx) {
  const ForStmt *F = loopOf(E, V, Ctx);
  if (!F || !V->getType()->isIntegerType())
    return std::nullopt;
  std::optional<uint64_t> Start = startOf(F->getInit(), V, Ctx);
  std::optional<uint64_t> Step = stepOf(F->getInc(), V, Ctx);
  if (!Start || !Step || escapes(F->getBody(), V, Ctx) || escapes(F->getCond(), V, Ctx))
    return std::nullopt;
  std::optional<uint64_t> Limit = limitOf(F->getCond(), V, *Step, Ctx);
  if (!Limit || *Limit < *Start)
    return std::nullopt; // `i != 1` from 3 wraps; `i < 1` from 3 never runs (nothing to prove)
  const uint64_t Last = lastValue(*Start, *Limit, *Step);
  // The step past the last value must not wrap (or overflow) in i's type:
  // a signed char at 120 += 20 is -116, still below 127.
  if (!fitsIn(V->getType(), Last + *Step, Ctx))
    return std::nullopt;
  return Last;
}

} // namespace

std::optional<uint64_t> maxIndexValue(const Expr &E, ASTContext &Ctx) {
  if (std::optional<uint64_t> C = constantOf(&E, Ctx))
    return C;
  const Expr *S = E.IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Add) {
    std::optional<uint64_t> L = maxIndexValue(*B->getLHS(), Ctx);
    std::optional<uint64_t> R = L ? maxIndexValue(*B->getRHS(), Ctx) : std::nullopt;
    if (L && R && *L < (uint64_t(1) << 62) && *R < (uint64_t(1) << 62))
      return *L + *R;
    return std::nullopt;
  }
  if (const VarDecl *V = varOf(S); V && V->hasLocalStorage())
    return loopVariableMax(*S, V, Ctx);
  return std::nullopt;
}

} // namespace oxide::plugin
