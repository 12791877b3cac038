//===- KernelAddressCheck.cpp - A contracted kernel's address escapes -----===//
//
// A contracted kernel launched through its address (a function pointer
// later launched with <<<>>>, cudaLaunchKernel, cudaLaunchKernelEx, a
// cast to void *) checks nothing of its contract, while the kernel's entry
// still assumes its `requires`: the same hole as a direct <<<>>> launch
// (ChevronLaunchCheck.cpp), one step removed. The address is warned of where
// it is taken. It may be named freely where it launches nothing:
//   - as a template argument (oxide::launch<&k>, oxide::prepare<k>);
//   - as an argument of a cudaFunc* or cudaOccupancy* query;
//   - as the callee of a <<<>>> launch (warned there);
//   - in the code oxide-rewrite generates (kernel_traits).
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "UserCodeVisitor.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

const FunctionDecl *contractedKernel(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
  if (const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenCasts()); U && U->getOpcode() == UO_AddrOf)
    Ref = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenCasts());
  const auto *K = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
  return K && attrs::isOxideKernel(*K) && !attrs::isRawKernel(*K) && attrs::hasLaunchContract(*K) ? K : nullptr;
}

/// Code oxide-rewrite generated: inside oxide::kernel_traits<...>.
bool inGeneratedCode(const DeclContext *DC) {
  for (; DC; DC = DC->getParent()) {
    const auto *RD = dyn_cast<CXXRecordDecl>(DC);
    if (!RD || !RD->getIdentifier())
      continue;
    if (isa<ClassTemplateSpecializationDecl>(RD) && RD->getName() == "kernel_traits")
      if (const auto *NS = dyn_cast<NamespaceDecl>(RD->getDeclContext()); NS && NS->getName() == "oxide")
        return true;
  }
  return false;
}

class AddressFinder : public UserCodeVisitor<AddressFinder> {
  using Base = UserCodeVisitor<AddressFinder>;

public:
  AddressFinder(ASTContext &Ctx, const TrustedCode &Trusted, Reporter &R) : UserCodeVisitor(Ctx, Trusted), R(R) {}

  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &L) {
    ++InTemplateArgument;
    const bool Ok = Base::TraverseTemplateArgumentLoc(L);
    --InTemplateArgument;
    return Ok;
  }

  // Pre-order: a call is seen before the names in it.
  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    Allowed.insert(E->getCallee()->IgnoreParenImpCasts());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *F = E->getDirectCallee();
    if (F && F->getIdentifier() &&
        (F->getName().starts_with("cudaFunc") || F->getName().starts_with("cudaOccupancy")))
      for (const Expr *A : E->arguments())
        Allowed.insert(A->IgnoreParenCasts());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const FunctionDecl *K = contractedKernel(E);
    if (!K || InTemplateArgument || Allowed.count(E) || allowedAddress(*E) || inGeneratedCode(enclosing(*E)) ||
        !R.firstTime(E->getLocation(), "kernel-address"))
      return true;
    R.warning(E->getLocation(),
              "the address of '%0' escapes its launch contract: a launch through it checks nothing, "
              "and the kernel's entry assumes the `requires` relations; launch it with "
              "oxide::launch<&%0> (or oxide::launch_unchecked<&%0>, which says that the caller "
              "upholds the contract)",
              {K->getNameAsString()});
    return true;
  }

private:
  /// `&k` (or a cast of it) that is itself allowed.
  bool allowedAddress(const DeclRefExpr &E) {
    for (DynTypedNode N : Ctx.getParents(E)) {
      const Expr *P = N.get<Expr>();
      while (P && (isa<UnaryOperator>(P) || isa<ParenExpr>(P) || isa<CastExpr>(P))) {
        if (Allowed.count(P))
          return true;
        DynTypedNodeList Up = Ctx.getParents(*P);
        P = Up.empty() ? nullptr : Up[0].get<Expr>();
      }
    }
    return false;
  }

  /// The declaration context the expression is in.
  const DeclContext *enclosing(const Expr &E) {
    DynTypedNodeList Up = Ctx.getParents(E);
    while (!Up.empty()) {
      if (const auto *D = Up[0].get<Decl>())
        return isa<DeclContext>(D) ? cast<DeclContext>(D) : D->getDeclContext();
      if (const auto *S = Up[0].get<Stmt>())
        Up = Ctx.getParents(*S);
      else
        break;
    }
    return nullptr;
  }

  Reporter &R;
  unsigned InTemplateArgument = 0;
  llvm::SmallPtrSet<const Expr *, 8> Allowed;
};

} // namespace

void checkKernelAddresses(ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted) {
  AddressFinder(Ctx, Trusted, R).run();
}

} // namespace oxide::plugin
