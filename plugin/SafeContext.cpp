//===- SafeContext.cpp - The functions oxide checks as safe code ----------===//

#include "SafeContext.h"
#include "SafeWalk.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/DeclTemplate.h"

#include <set>

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

/// A non-generic lambda written in a function is walked where it is
/// written, inside that function's unsafe blocks; it is not its own entry.
bool isWalkedInline(const FunctionDecl &FD) {
  const auto *M = dyn_cast<CXXMethodDecl>(&FD);
  return M && M->getParent()->isLambda() && M->getParent()->isLocalClass() &&
         !M->getDescribedFunctionTemplate() && !M->getPrimaryTemplate();
}

/// The user record behind \p T (through references, pointers and arrays).
const CXXRecordDecl *recordOf(QualType T) {
  T = T.getNonReferenceType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType() : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return RD && RD->hasDefinition() ? RD->getDefinition() : nullptr;
}

/// Everything one safe function reaches.
class EdgeFinder : public SafeWalker<EdgeFinder> {
public:
  EdgeFinder(SafeContext &S, const SafeFunction &From)
      : SafeWalker(S.trusted(), From.StartsUnsafe), S(S), From(From) {}

  bool shouldVisitImplicitCode() const { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getDecl()))
      name(*FD, E->getLocation());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getMemberDecl()))
      name(*FD, E->getMemberLoc());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    name(*E->getConstructor(), E->getLocation());
    handOver(*E->getConstructor(), llvm::ArrayRef(E->getArgs(), E->getNumArgs()), E->getLocation());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    if (const FunctionDecl *FD = E->getDirectCallee())
      handOver(*FD, llvm::ArrayRef(E->getArgs(), E->getNumArgs()), E->getExprLoc());
    return true;
  }
  bool VisitCXXBindTemporaryExpr(CXXBindTemporaryExpr *E) {
    if (const CXXDestructorDecl *D = E->getTemporary()->getDestructor())
      name(*D, E->getExprLoc());
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (V->hasLocalStorage())
      S.reachDestructors(V->getType(), From, V->getLocation());
    return true;
  }
  bool VisitCXXNewExpr(CXXNewExpr *E) {
    if (const FunctionDecl *New = E->getOperatorNew())
      name(*New, E->getBeginLoc());
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    if (const FunctionDecl *Del = E->getOperatorDelete())
      name(*Del, E->getBeginLoc());
    S.reachDestructors(E->getDestroyedType(), From, E->getBeginLoc());
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *E) {
    if (const FunctionTemplateDecl *T = E->getDependentCallOperator())
      for (const FunctionDecl *Spec : T->specializations())
        S.reach(Spec, From, E->getBeginLoc(), inUnsafe());
    return true;
  }

private:
  void name(const FunctionDecl &FD, SourceLocation Loc) {
    if (!isWalkedInline(FD))
      S.reach(&FD, From, Loc);
  }

  /// Trusted code that receives a user object (a functor, a lambda's
  /// closure) or instantiates a template with a user class may call any of
  /// that class's members.
  void handOver(const FunctionDecl &Callee, llvm::ArrayRef<Expr *> Args, SourceLocation Loc) {
    if (!Trusted.isTrusted(Callee))
      return;
    for (const Expr *A : Args)
      S.reachAllMembers(recordOf(A->getType()), From, Loc);
    if (const TemplateArgumentList *TA = Callee.getTemplateSpecializationArgs())
      for (const TemplateArgument &Arg : TA->asArray())
        if (Arg.getKind() == TemplateArgument::Type)
          S.reachAllMembers(recordOf(Arg.getAsType()), From, Loc);
  }

  SafeContext &S;
  const SafeFunction &From;
};

/// The non-raw oxide kernels with a body, instantiations included.
class KernelFinder : public RecursiveASTVisitor<KernelFinder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (attrs::isOxideKernel(*FD) && !attrs::isRawKernel(*FD) &&
        FD->doesThisDeclarationHaveABody() && !FD->isDependentContext())
      Kernels.push_back(FD);
    return true;
  }
  std::vector<const FunctionDecl *> Kernels;
};

} // namespace

SafeContext::SafeContext(ASTContext &Ctx, const TrustedCode &Trusted) : Trusted(Trusted) {
  KernelFinder K;
  K.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const FunctionDecl *FD : K.Kernels)
    if (!Trusted.isTrusted(*FD))
      add({FD, FD, SourceLocation(), attrs::isUnsafeApi(*FD)});
  // Functions grows while it is walked: index, not iterators.
  for (size_t I = 0; I < Functions.size(); ++I) {
    const SafeFunction F = Functions[I];
    EdgeFinder(*this, F).walk(*F.FD);
  }
}

const SafeFunction *SafeContext::find(const FunctionDecl *FD) const {
  if (!FD)
    return nullptr;
  const FunctionDecl *Def = FD->getDefinition();
  auto It = Index.find(Def ? Def : FD);
  return It == Index.end() ? nullptr : &Functions[It->second];
}

void SafeContext::add(SafeFunction F) {
  if (Index.try_emplace(F.FD, Functions.size()).second)
    Functions.push_back(F);
}

void SafeContext::reach(const FunctionDecl *FD, const SafeFunction &From, SourceLocation Loc,
                        bool StartsUnsafe) {
  if (!FD)
    return;
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Def->hasBody() || Def->isDependentContext() || Trusted.isTrusted(*Def))
    return;
  add({Def, From.Kernel, Loc, StartsUnsafe || attrs::isUnsafeApi(*Def)});
}

void SafeContext::reachAllMembers(const CXXRecordDecl *RD, const SafeFunction &From,
                                  SourceLocation Loc) {
  if (!RD || RD->isLambda() || Trusted.isTrusted(*RD) || !MembersReached.try_emplace(RD, true).second)
    return;
  for (const Decl *D : RD->decls()) {
    if (const auto *M = dyn_cast<CXXMethodDecl>(D))
      reach(M, From, Loc);
    else if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
      for (const FunctionDecl *Spec : T->specializations())
        reach(Spec, From, Loc);
  }
  for (const CXXBaseSpecifier &B : RD->bases())
    reachAllMembers(recordOf(B.getType()), From, Loc);
}

void SafeContext::reachDestructors(QualType T, const SafeFunction &From, SourceLocation Loc) {
  if (T->isPointerType() || T->isReferenceType())
    return; // destroys no object
  const CXXRecordDecl *RD = recordOf(T);
  if (!RD)
    return;
  if (Trusted.isTrusted(*RD)) {
    // cuda::std::optional<user_type> runs user_type's destructor.
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
      for (const TemplateArgument &Arg : Spec->getTemplateArgs().asArray())
        if (Arg.getKind() == TemplateArgument::Type)
          reachDestructors(Arg.getAsType(), From, Loc);
    return;
  }
  if (const CXXDestructorDecl *D = RD->getDestructor())
    reach(D, From, Loc);
  for (const FieldDecl *F : RD->fields())
    reachDestructors(F->getType(), From, Loc);
  for (const CXXBaseSpecifier &B : RD->bases())
    reachDestructors(B.getType(), From, Loc);
}

} // namespace oxide::plugin
