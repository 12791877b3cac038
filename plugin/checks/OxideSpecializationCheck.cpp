//===- OxideSpecializationCheck.cpp - User code specializing oxide's templates ===//
//
// oxide's guarantees rest on its own definitions: a witness's index math,
// a slice's len(), an index space's stride, the is_index_space trait. A user
// specialization replaces one of them for some arguments, and every check
// built on it then proves what the specialization says: index2d<7> with a
// wrapping stride gives two threads one element; slice<const float>::len()
// returning SIZE_MAX on the device lets every view reach past the buffer.
// So user code may not explicitly or partially specialize a class, function
// or variable template of namespace oxide, nor a member of one. The
// launchers oxide-rewrite generates specialize oxide::kernel_traits: that
// one is exempt (it describes a kernel for the host launcher, and a forged
// one checks less than the launch it stands for, like a <<<>>> launch).
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "SafeRules.h"
#include "UserCodeVisitor.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace oxide::plugin {
namespace {

bool isExempt(const NamedDecl &Template) { return Template.getName() == "kernel_traits"; }

class SpecializationFinder : public UserCodeVisitor<SpecializationFinder> {
public:
  SpecializationFinder(ASTContext &Ctx, const TrustedCode &Trusted, Reporter &R)
      : UserCodeVisitor(Ctx, Trusted), R(R) {}

  bool VisitClassTemplateSpecializationDecl(ClassTemplateSpecializationDecl *D) {
    if (isa<ClassTemplatePartialSpecializationDecl>(D) ||
        D->getSpecializationKind() == TSK_ExplicitSpecialization)
      check(*D, *D->getSpecializedTemplate());
    return true;
  }
  bool VisitVarTemplateSpecializationDecl(VarTemplateSpecializationDecl *D) {
    if (isa<VarTemplatePartialSpecializationDecl>(D) ||
        D->getSpecializationKind() == TSK_ExplicitSpecialization)
      check(*D, *D->getSpecializedTemplate());
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->getTemplateSpecializationKind() != TSK_ExplicitSpecialization)
      return true;
    if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
      check(*FD, *T);
    else if (const FunctionDecl *Member = FD->getInstantiatedFromMemberFunction())
      check(*FD, *Member);
    return true;
  }

private:
  void check(const Decl &Spec, const NamedDecl &Of) {
    if (!inOxideNamespace(Of) || isExempt(Of) || !R.firstTime(Spec.getLocation(), "specialization"))
      return;
    R.error(Check::OxideSpecialization, Spec.getLocation(),
            "user code specializes oxide's '%0': oxide's checks rest on its own "
            "definitions, and a specialization replaces what they prove")
        << Of.getQualifiedNameAsString();
    R.note(Spec.getLocation(), "define your own type or function instead; an index space, a slice "
                               "or a witness cannot be redefined for some arguments");
  }
  Reporter &R;
};

} // namespace

void checkOxideSpecializations(ASTContext &Ctx, Reporter &R, const TrustedCode &Trusted) {
  SpecializationFinder(Ctx, Trusted, R).run();
}

} // namespace oxide::plugin
