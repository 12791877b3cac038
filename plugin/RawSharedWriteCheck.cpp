//===- RawSharedWriteCheck.cpp - Raw __shared__ writes in kernels ---------===//
//
// Every thread of a block sees a __shared__ variable, so a write to one from
// an oxide kernel body is a race unless the author has reasoned about it. The
// plugin cannot check that reasoning; it asks for it to be written down: the
// write must sit inside an [[oxide::unsafe]] block. oxide::shared_array is
// exempt here because its element access is itself an unsafe API.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "UnsafeContext.h"
#include "WriteTargets.h"

#include "clang/AST/Attr.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

class SharedWriteFinder : public UnsafeContextVisitor<SharedWriteFinder> {
public:
  SharedWriteFinder(ASTContext &Ctx, Reporter &R) : UnsafeContextVisitor(Ctx), R(R) {}

  bool VisitExpr(Expr *E) {
    if (!currentKernel() || inUnsafeContext())
      return true;
    for (const ValueDecl *Root : writtenRoots(E)) {
      const auto *V = dyn_cast<VarDecl>(Root);
      if (!V || !V->hasAttr<CUDASharedAttr>() ||
          attrs::markedRecord(V->getType(), attrs::SharedArrayAnnotation) ||
          !R.firstTime(E->getExprLoc(), "raw-shared-write"))
        continue;
      R.error(E->getExprLoc(),
              "kernel '%0' writes __shared__ variable '%1' outside an [[oxide::unsafe]] block; "
              "every thread of the block can write it, so say why this write cannot race: "
              "// SAFETY: ... [[oxide::unsafe]] { ... }")
          << currentKernel()->getName() << V->getName();
      R.note(V->getLocation(),
             "declared here; oxide::shared_array<T, N> gives the same storage with its access "
             "marked unsafe at the API");
    }
    return true;
  }

private:
  Reporter &R;
};

} // namespace

void checkRawSharedWrites(ASTContext &Ctx, Reporter &R) { SharedWriteFinder(Ctx, R).run(); }

} // namespace oxide::plugin
