//===- AliasingParamCheck.cpp - Kernel parameters every thread can write --===//
//
// Every thread of a launch receives the same arguments. A parameter through
// which a thread can write (a pointer or reference to non-const, an
// oxide::slice<T> with non-const T, or an array, struct or base holding one)
// therefore lets every thread write the same memory: a data race the type
// system cannot see. The safe spelling is oxide::disjoint_slice<T> (each
// thread writes only the element its witness owns), or oxide::slice<const T>
// when the kernel only reads. [[oxide::kernel(raw)]] opts out.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "WriteTargets.h"

#include "oxide/attrs/Annotations.h"
#include "oxide/attrs/KernelParams.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <set>

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

/// What makes a type writable by every thread, or nothing.
struct Writable {
  QualType Element;     ///< what is written (the pointee / slice element)
  std::string Path;     ///< "" for the parameter itself, else ".member" / " (base B)"
  std::string Spelling; ///< the offending type as written in its declaration
};

std::optional<Writable> writableThrough(QualType T, const ASTContext &Ctx,
                                        std::set<const RecordDecl *> &Seen) {
  if (T.isNull() || T->isDependentType())
    return std::nullopt;
  if (std::optional<attrs::SliceLikeInfo> S = attrs::getSliceLike(T)) {
    if (!S->Disjoint && !S->Element.isConstQualified())
      return Writable{S->Element.getUnqualifiedType(), "", T.getAsString()};
    return std::nullopt;
  }
  QualType C = T.getCanonicalType();
  if (const auto *P = C->getAs<PointerType>()) {
    QualType Pointee = P->getPointeeType();
    if (!Pointee.isConstQualified() && !Pointee->isFunctionType())
      return Writable{Pointee.getUnqualifiedType(), "", T.getAsString()};
    return std::nullopt;
  }
  if (const auto *R = C->getAs<ReferenceType>()) {
    QualType Pointee = R->getPointeeType();
    if (!Pointee.isConstQualified())
      return Writable{Pointee.getUnqualifiedType(), "", T.getAsString()};
    return std::nullopt;
  }
  if (const ArrayType *A = Ctx.getAsArrayType(C))
    return writableThrough(A->getElementType(), Ctx, Seen);
  const auto *RD = C->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !Seen.insert(RD->getCanonicalDecl()).second)
    return std::nullopt;
  RD = RD->getDefinition();
  for (const CXXBaseSpecifier &B : RD->bases())
    if (std::optional<Writable> W = writableThrough(B.getType(), Ctx, Seen)) {
      W->Path = " (base " + B.getType().getAsString() + ")" + W->Path;
      return W;
    }
  for (const FieldDecl *F : RD->fields())
    if (std::optional<Writable> W = writableThrough(F->getType(), Ctx, Seen)) {
      W->Path = "." + F->getNameAsString() + W->Path;
      return W;
    }
  return std::nullopt;
}

/// True when the body writes through \p P or takes a writable address
/// through it (atomics): then the safe spelling is disjoint_slice, else
/// slice<const T>.
class WriteFinder : public RecursiveASTVisitor<WriteFinder> {
public:
  explicit WriteFinder(const ParmVarDecl *P) : P(P) {}
  bool VisitExpr(Expr *E) {
    for (const ValueDecl *Root : writtenRoots(E))
      Writes |= Root == P;
    return !Writes;
  }
  bool Writes = false;

private:
  const ParmVarDecl *P;
};

} // namespace

void checkAliasingParams(const FunctionDecl &FD, Reporter &R) {
  if (!attrs::isOxideKernel(FD) || attrs::isRawKernel(FD) || FD.isDependentContext())
    return;
  const ASTContext &Ctx = FD.getASTContext();
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  for (const ParmVarDecl *P : FD.parameters()) {
    std::set<const RecordDecl *> Seen;
    std::optional<Writable> W = writableThrough(P->getType(), Ctx, Seen);
    if (!W)
      continue;
    const std::string Elem = W->Element.getAsString(Policy);
    const std::string Disjoint = "oxide::disjoint_slice<" + Elem + ">";
    if (!R.firstTime(P->getLocation(), "aliasing"))
      continue;
    if (!W->Path.empty()) {
      R.error(Check::AliasingParam, P->getLocation(),
              "parameter '%0' of kernel '%1' holds '%2' (%0%3), through which every thread can "
              "write the same memory; hold an %4 instead, or mark the kernel "
              "[[oxide::kernel(raw)]]")
          << P->getName() << FD.getName() << W->Spelling << W->Path << Disjoint;
      continue;
    }
    WriteFinder Finder(P);
    if (FD.hasBody())
      Finder.TraverseStmt(FD.getBody());
    const std::string Fix = Finder.Writes ? Disjoint : "oxide::slice<const " + Elem + ">";
    DiagnosticBuilder DB =
        Finder.Writes
            ? R.error(Check::AliasingParam, P->getLocation(),
                      "parameter '%0' of kernel '%1' is '%2', through which every thread can "
                      "write the same memory; take an %3 (each thread writes only the element "
                      "its witness owns), or mark the kernel [[oxide::kernel(raw)]]")
            : R.error(Check::AliasingParam, P->getLocation(),
                      "parameter '%0' of kernel '%1' is '%2', through which every thread can "
                      "write the same memory; the kernel only reads it: take an %3");
    DB << P->getName() << FD.getName() << W->Spelling << Fix;
    if (const TypeSourceInfo *TSI = P->getTypeSourceInfo()) {
      SourceRange Range = TSI->getTypeLoc().getSourceRange();
      if (Range.isValid() && Range.getBegin().isFileID() && Range.getEnd().isFileID()) {
        // `float *out` ends the type right before the name: keep them apart.
        const SourceManager &SM = Ctx.getSourceManager();
        SourceLocation After = Lexer::getLocForEndOfToken(Range.getEnd(), 0, SM, Ctx.getLangOpts());
        const bool Glued =
            After.isValid() && isAsciiIdentifierContinue(*SM.getCharacterData(After));
        DB << FixItHint::CreateReplacement(Range, Glued ? Fix + " " : Fix);
      }
    }
  }
}

} // namespace oxide::plugin
