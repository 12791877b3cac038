//===- KernelAddressCheck.cpp - A contracted kernel's address escapes -----===//
//
// A contracted kernel launched through its address (a function pointer
// later launched with <<<>>>, cudaLaunchKernel, cudaLaunchKernelEx, a
// cast to void *) checks nothing of its contract, while the kernel's entry
// still assumes its `requires`: the same hole as a direct <<<>>> launch
// (ChevronLaunchCheck.cpp), one step removed. The address is warned of where
// it is taken. It may be named freely where it launches nothing:
//   - as a template argument of oxide's own templates (oxide::launch<&k>,
//     oxide::prepare<k>, oxide::overload<S, &k>), whose `function` member is
//     itself warned of when user code reads it;
//   - as an argument of the CUDA runtime's cudaFunc* or cudaOccupancy* queries;
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
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

/// The kernels this check is about: oxide kernels with a contract, not raw.
const FunctionDecl *ifContracted(const FunctionDecl *K) {
  return K && attrs::isOxideKernel(*K) && !attrs::isRawKernel(*K) && attrs::hasLaunchContract(*K)
             ? K
             : nullptr;
}

const FunctionDecl *contractedKernel(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
  if (const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenCasts());
      U && U->getOpcode() == UO_AddrOf)
    Ref = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenCasts());
  return ifContracted(Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr);
}

/// Declared directly in the top-level namespace `oxide` (not `mine::oxide`).
bool inOxideNamespace(const Decl *D) {
  const auto *NS = D ? dyn_cast<NamespaceDecl>(D->getDeclContext()) : nullptr;
  return NS && NS->getName() == "oxide" && NS->getParent()->getRedeclContext()->isTranslationUnit();
}

/// Code oxide-rewrite generated: inside oxide::kernel_traits<...>.
bool inGeneratedCode(const DeclContext *DC) {
  for (; DC; DC = DC->getParent())
    if (const auto *RD = dyn_cast<ClassTemplateSpecializationDecl>(DC);
        RD && RD->getName() == "kernel_traits" && inOxideNamespace(RD))
      return true;
  return false;
}

/// `oxide::overload<Signature, &k>::function`: the address, through oxide's
/// own name for one overload.
const FunctionDecl *overloadFunction(const DeclRefExpr &E) {
  const auto *V = dyn_cast<VarDecl>(E.getDecl());
  const auto *Spec = V ? dyn_cast<ClassTemplateSpecializationDecl>(V->getDeclContext()) : nullptr;
  if (!Spec || V->getName() != "function" || Spec->getName() != "overload" ||
      !inOxideNamespace(Spec) || Spec->getTemplateArgs().size() != 2 ||
      Spec->getTemplateArgs()[1].getKind() != TemplateArgument::Declaration)
    return nullptr;
  return ifContracted(dyn_cast<FunctionDecl>(Spec->getTemplateArgs()[1].getAsDecl()));
}

class AddressFinder : public UserCodeVisitor<AddressFinder> {
  using Base = UserCodeVisitor<AddressFinder>;

public:
  AddressFinder(ASTContext &Ctx, const TrustedCode &Trusted, Reporter &R)
      : UserCodeVisitor(Ctx, Trusted), R(R) {}

  // Template arguments of oxide's own templates (oxide::launch<&k>,
  // prepare<k>, overload<S, &k>) launch through the contract; any other
  // template (std::integral_constant<P, &k>::value) may hand the address on.
  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &L) {
    const bool Exempt = !OxideTemplate.empty() && OxideTemplate.back();
    InTemplateArgument += Exempt;
    const bool Ok = Base::TraverseTemplateArgumentLoc(L);
    InTemplateArgument -= Exempt;
    return Ok;
  }
  bool TraverseDeclRefExpr(DeclRefExpr *E) {
    return within(inOxideNamespace(E->getDecl()), [&] { return Base::TraverseDeclRefExpr(E); });
  }
  bool TraverseUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    const bool Oxide =
        llvm::any_of(E->decls(), [](const NamedDecl *D) { return inOxideNamespace(D); });
    return within(Oxide, [&] { return Base::TraverseUnresolvedLookupExpr(E); });
  }
  bool TraverseTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL,
                                             bool TraverseQualifier = true) {
    const TemplateDecl *T = TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
    return within(inOxideNamespace(T), [&] {
      return Base::TraverseTemplateSpecializationTypeLoc(TL, TraverseQualifier);
    });
  }

  // Pre-order: a call is seen before the names in it.
  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    Allowed.insert(E->getCallee()->IgnoreParenImpCasts());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *F = E->getDirectCallee();
    // The runtime's own queries (a user function of the same name may keep
    // it). Not TrustedCode: a declaration read from the precompiled header
    // is not in a trusted directory by its location.
    if (F && F->getIdentifier() && inSystemHeader(*F) &&
        (F->getName().starts_with("cudaFunc") || F->getName().starts_with("cudaOccupancy")))
      for (const Expr *A : E->arguments())
        Allowed.insert(A->IgnoreParenCasts());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const FunctionDecl *K = contractedKernel(E);
    if (!K && !InTemplateArgument)
      K = overloadFunction(*E);
    if (!K || InTemplateArgument || Allowed.count(E) || allowedAddress(*E) ||
        inGeneratedCode(enclosing(*E)) || !R.firstTime(E->getLocation(), "kernel-address"))
      return true;
    R.warning(
        Check::KernelAddress, E->getLocation(),
        "the address of '%0' escapes its launch contract: a launch through it checks nothing, "
        "and the kernel's entry assumes the `requires` relations and the launch shape; "
        "launch it with "
        "oxide::launch<&%0> (or oxide::launch_unchecked<&%0>, which says that the caller "
        "upholds the contract)",
        {K->getNameAsString()});
    return true;
  }

private:
  /// Declared in a system header (the CUDA runtime's), also when the
  /// declaration comes from oxide-rewrite's precompiled header.
  bool inSystemHeader(const Decl &D) const {
    const SourceManager &SM = Ctx.getSourceManager();
    return SM.isInSystemHeader(SM.getExpansionLoc(D.getLocation()));
  }

  template <class F> bool within(bool Oxide, F Traverse) {
    OxideTemplate.push_back(Oxide);
    const bool Ok = Traverse();
    OxideTemplate.pop_back();
    return Ok;
  }

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
  std::vector<bool> OxideTemplate; ///< per template-id being traversed: one of oxide's?
  llvm::SmallPtrSet<const Expr *, 8> Allowed;
};

} // namespace

void checkKernelAddresses(ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted) {
  AddressFinder(Ctx, Trusted, R).run();
}

} // namespace oxide::plugin
