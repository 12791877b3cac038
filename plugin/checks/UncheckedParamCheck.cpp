//===- UncheckedParamCheck.cpp - Kernel parameters no check covers --------===//
//
// The aliasing check refuses parameters through which every thread can
// write. This one refuses the rest of what reaches memory past oxide's
// checks: a raw pointer even to const (its reads escape the bounds checks,
// and the launcher's overlap check cannot see the buffer), a reference, a
// function pointer, and the same held at any depth: a struct field, a
// base, an array element, a slice's element (`slice<const desc>` where desc
// holds a `float *`, `disjoint_slice<float *>`), a `mutable` member (a
// const slice of it is still written), and a surface object. Slices are
// what oxide checks; their own pointers are not the user's. A witness at any
// depth is refused too: its bytes would be the host's, the same in every
// thread (`slice<const thread_index<index1d>>` forged one for the whole
// grid). A slice is
// allowed only as a parameter of its own: the launcher's overlap check
// looks at those, not inside structs. oxide's other types that hold a
// pointer (views, tiles, optional_ref, maybe) are refused too: they are
// made inside a kernel, and as parameters they would carry a buffer past
// the overlap check.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "SafeRules.h"

#include "oxide/attrs/Annotations.h"
#include "oxide/attrs/KernelParams.h"

#include "clang/AST/DeclTemplate.h"

#include <set>

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

bool isSurfaceObject(QualType T) {
  while (const auto *TD = T->getAs<TypedefType>()) {
    if (TD->getDecl()->getName() == "cudaSurfaceObject_t")
      return true;
    T = TD->desugar();
  }
  return false;
}

std::string uncheckedIn(QualType T, const std::string &Path, std::set<const RecordDecl *> &Seen);

/// Past the slices, oxide's types that reach memory (views, tiles,
/// optional_ref, maybe<slice>) are kernel-local: as a parameter their
/// buffer is one the launcher's overlap check never sees, so a view of an
/// output reads it while other threads write it. Otherwise oxide's own
/// type holds only what the user put in it (its type arguments).
std::string uncheckedInOxide(QualType T, const CXXRecordDecl &RD, const std::string &Path,
                             std::set<const RecordDecl *> &Seen) {
  if (carriesPointer(T.getCanonicalType(), /*Arrays=*/true))
    return "an oxide view or reference (" + T.getAsString() + ")" + Path +
           ", whose buffer the launcher's overlap check does not see";
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(&RD))
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type)
        if (std::string U = uncheckedIn(A.getAsType(), Path, Seen); !U.empty())
          return U;
  return "";
}

/// What in \p T reaches memory unchecked ("" when nothing), with its path.
std::string uncheckedIn(QualType T, const std::string &Path, std::set<const RecordDecl *> &Seen) {
  if (T.isNull() || T->isDependentType())
    return "";
  if (isSurfaceObject(T))
    return "a surface object" + Path;
  if (std::optional<attrs::SliceLikeInfo> S = attrs::getSliceLike(T)) {
    // The launcher's overlap check sees the slices that are parameters; one
    // inside a struct could alias an output unseen.
    if (!Path.empty())
      return "an oxide slice (" + T.getAsString() + ")" + Path +
             ", which the launcher's overlap check does not see";
    const QualType E = S->Element;
    if (carriesPointer(E, /*Arrays=*/false))
      return "a slice whose elements hold a raw pointer (" + E.getAsString() + ")" + Path;
    return uncheckedIn(E, Path + " (a slice element)", Seen);
  }
  QualType C = T.getCanonicalType();
  if (C->isPointerType() || C->isMemberPointerType())
    return "a raw pointer (" + T.getAsString() + ")" + Path;
  if (C->isReferenceType())
    return "a reference (" + T.getAsString() + ")" + Path;
  if (const ArrayType *A = C->getAsArrayTypeUnsafe())
    return uncheckedIn(A->getElementType(), Path, Seen);
  const auto *RD = C->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !Seen.insert(RD->getCanonicalDecl()).second)
    return "";
  RD = RD->getDefinition();
  // A witness is made by oxide::thread in the thread it names; one read
  // from memory is whatever bytes the host wrote (every thread's the same).
  if (attrs::isMarkedRecord(*RD, attrs::WitnessAnnotation))
    return "an oxide witness (" + T.getAsString() + ")" + Path +
           ", which only oxide::thread may make, in the thread it names";
  if (inOxideNamespace(*RD))
    return uncheckedInOxide(T, *RD, Path, Seen);
  for (const CXXBaseSpecifier &B : RD->bases())
    if (std::string U =
            uncheckedIn(B.getType(), " in base " + B.getType().getAsString() + Path, Seen);
        !U.empty())
      return U;
  for (const FieldDecl *F : RD->fields()) {
    if (F->isMutable())
      return "a mutable member ('" + F->getNameAsString() + "')" + Path;
    if (std::string U =
            uncheckedIn(F->getType(), " in member '" + F->getNameAsString() + "'" + Path, Seen);
        !U.empty())
      return U;
  }
  return "";
}

} // namespace

void checkUncheckedParams(const FunctionDecl &FD, Reporter &R) {
  if (!attrs::isOxideKernel(FD) || attrs::isRawKernel(FD) || FD.isDependentContext())
    return;
  for (const ParmVarDecl *P : FD.parameters()) {
    std::set<const RecordDecl *> Seen;
    const std::string What = uncheckedIn(P->getType(), "", Seen);
    // "aliasing": a parameter the aliasing check refused is not reported twice.
    if (What.empty() || !R.firstTime(P->getLocation(), "aliasing"))
      continue;
    R.error(Check::UncheckedParam, P->getLocation(),
            "parameter '%0' of kernel '%1' holds %2, through which threads "
            "reach memory that no oxide check covers")
        << P->getName() << FD.getName() << What;
    R.note(P->getLocation(),
           "pass an oxide::slice<const T> to read (and build views from it in the "
           "kernel), an oxide::disjoint_slice<T> "
           "to write, and plain values; or mark the kernel "
           "[[oxide::kernel(raw)]]");
  }
}

} // namespace oxide::plugin
