//===- SafeLibraryCall.cpp - Rule: no call oxide cannot see into ----------===//
//
// The safe context stops at trusted code (TrustedCode.h): its bodies are not
// walked. So a call is allowed only when oxide knows what it does:
//   - a call into trusted code outside namespace oxide (libcu++, the CUDA
//     headers) may not pass a raw pointer, or a value that holds one
//     (cuda::std::span, an array): the library would read or write through
//     it unchecked (cuda::std::copy_n(p, n, q), span(p, n), memcpy). A
//     member call on such an object may take no argument and return no
//     reference or pointer (span.size() is fine, span[k] is not). String
//     literals (printf's format) and the __ldg family (one load through a
//     pointer to const) are allowed;
//   - a compiler builtin only when it has no side effect and reads no memory
//     (and is not __builtin_assume, __builtin_unreachable or the like), and
//     no library function the optimiser trusts the same way
//     ((cuda::)std::unreachable, assume_aligned), nor a [[noreturn]]
//     function of the user's (its body may return: undefined behaviour),
//     nor one the user marked pure, const, nonnull, returns_nonnull,
//     assume_aligned, alloc_align, alloc_size or malloc;
//   - a user function only when its definition is in this translation unit
//     (-rdc code elsewhere is not checked);
//   - no call into a library of the CUDA toolkit whose effects oxide does
//     not know (NCCL's device API, CUB, Thrust, cooperative groups'
//     details, cccl's cuda:: outside cuda::std): it may synchronise threads
//     or touch memory inside (ncclCoopCta().sync() is a barrier; under a
//     branch, a hang), and no list of names keeps up with it;
//   - no virtual call and no call through a function pointer: oxide cannot
//     tell which function runs; and no object of a user class with virtual
//     functions handed to library code (oxide's included), which may call
//     them: the override that runs is never checked.
//
//===----------------------------------------------------------------------===//

#include "SafeRules.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/FormatString.h"
#include "clang/Basic/Builtins.h"
#include "llvm/ADT/StringSet.h"

#include <set>

using namespace clang;

namespace oxide::plugin {
namespace {

constexpr Check Key = Check::SafeLibraryCall;

bool isStringLiteral(const Expr &E) { return isa<StringLiteral>(E.IgnoreParenImpCasts()); }

bool isLoadIntrinsic(const FunctionDecl &FD) {
  static const llvm::StringSet<> Names = {"__ldg",  "__ldcg", "__ldca",
                                          "__ldcs", "__ldlu", "__ldcv"};
  return FD.getIdentifier() && Names.contains(FD.getName());
}

/// Builtins that neither touch memory nor have a side effect, minus those
/// whose misuse is undefined behaviour the optimiser exploits.
bool isPureBuiltin(unsigned ID, const ASTContext &Ctx) {
  switch (ID) {
  case Builtin::BI__builtin_assume:
  case Builtin::BI__builtin_assume_aligned:
  case Builtin::BI__builtin_assume_separate_storage:
  case Builtin::BI__builtin_unreachable:
  case Builtin::BI__builtin_launder:
    return false;
  default:
    return Ctx.BuiltinInfo.isConst(ID);
  }
}

/// Each conversion of a printf format, as clang's -Wformat reads it: only
/// those that print a value passed by value (integers, floating point, a
/// character, `%%`) are known to read no memory. %s (with any flag, width
/// or precision: `%.64s` reads 64 bytes at an integer cast to an address),
/// %n, %p, the wide and vendor ones, positional ones (`%1$d`), and anything
/// clang cannot parse are not. Each value must also be there, and of the
/// size its conversion reads: device printf copies the arguments into a
/// buffer, and `%d %llx ...` with one int read past it.
class ValueConversions : public analyze_format_string::FormatStringHandler {
public:
  ValueConversions(const ASTContext &Ctx, llvm::ArrayRef<const Expr *> Args)
      : Ctx(const_cast<ASTContext &>(Ctx)), Args(Args) {}

  bool HandlePrintfSpecifier(const analyze_printf::PrintfSpecifier &FS, const char *, unsigned,
                             const TargetInfo &) override {
    using CS = analyze_format_string::ConversionSpecifier;
    const CS::Kind K = FS.getConversionSpecifier().getKind();
    if (K == CS::PercentArg)
      return true;
    const auto In = [K](CS::Kind B, CS::Kind E) { return K >= B && K <= E; };
    if (FS.usesPositionalArg() ||
        !(In(CS::IntArgBeg, CS::IntArgEnd) || In(CS::UIntArgBeg, CS::UIntArgEnd) ||
          In(CS::DoubleArgBeg, CS::DoubleArgEnd) || K == CS::cArg)) {
      Unknown = true;
      return true;
    }
    for (const analyze_format_string::OptionalAmount *A : {&FS.getFieldWidth(), &FS.getPrecision()})
      if (A->getHowSpecified() == analyze_format_string::OptionalAmount::Arg)
        take(Ctx.IntTy);
    if (const analyze_format_string::ArgType T = FS.getArgType(Ctx, false); T.isValid())
      take(T.getRepresentativeType(Ctx));
    else
      Unknown = true;
    return true;
  }
  bool HandleInvalidPrintfConversionSpecifier(const analyze_printf::PrintfSpecifier &, const char *,
                                              unsigned) override {
    Unknown = true;
    return true;
  }
  void HandleIncompleteSpecifier(const char *, unsigned) override { Unknown = true; }

  bool Unknown = false;

private:
  /// The next argument, for a conversion that reads a \p Want.
  void take(QualType Want) {
    if (Next >= Args.size()) {
      Unknown = true;
      return;
    }
    // What a variadic call passes: an integer narrower than int as an int.
    if (Want->isIntegerType() && Ctx.getTypeSize(Want) < Ctx.getTypeSize(Ctx.IntTy))
      Want = Ctx.IntTy;
    const QualType Have = Args[Next++]->getType();
    if (!Have->isScalarType() || Have->isPointerType() ||
        Ctx.getTypeSize(Have) != Ctx.getTypeSize(Want))
      Unknown = true;
  }

  ASTContext &Ctx;
  llvm::ArrayRef<const Expr *> Args;
  size_t Next = 0;
};

/// A printf whose format has a conversion that reads or writes through an
/// argument as a pointer, which oxide cannot see is valid (an integer
/// passed for %s is read as one), or that reads a value not passed. Any
/// other string literal it is given is read as a format too.
bool isPointerFormat(const CallExpr &C, const ASTContext &Ctx) {
  const FunctionDecl *FD = C.getDirectCallee();
  if (!FD || !FD->getIdentifier() || !FD->getName().contains("printf"))
    return false;
  const llvm::ArrayRef<const Expr *> Args(C.getArgs(), C.getNumArgs());
  for (auto [I, A] : llvm::enumerate(Args))
    if (const auto *S = dyn_cast<StringLiteral>(A->IgnoreParenImpCasts())) {
      if (S->getCharByteWidth() != 1)
        return true;
      ValueConversions H(Ctx, Args.drop_front(I + 1));
      const StringRef F = S->getString();
      analyze_format_string::ParsePrintfString(H, F.begin(), F.end(), Ctx.getLangOpts(),
                                               Ctx.getTargetInfo(), false);
      if (H.Unknown)
        return true;
    }
  return false;
}

/// Trusted code, or a C library function clang knows (printf, memcpy).
bool isLibrary(const FunctionDecl &FD, const ASTContext &Ctx, const SafeSite &Site) {
  const unsigned ID = FD.getBuiltinID();
  return Site.trusted().isTrusted(FD) || (ID && Ctx.BuiltinInfo.isPredefinedLibFunction(ID));
}

/// A promise of the user's that the optimiser takes on trust: pure and
/// const (clang adds `willreturn`, so a loop in the body is assumed to end
/// and a bounds check behind it is deleted), nonnull, returns_nonnull,
/// assume_aligned, alloc_align, alloc_size and malloc.
bool hasTrustedAttribute(const FunctionDecl &FD) {
  if (FD.hasAttr<PureAttr>() || FD.hasAttr<ConstAttr>() || FD.hasAttr<NonNullAttr>() ||
      FD.hasAttr<ReturnsNonNullAttr>() || FD.hasAttr<AssumeAlignedAttr>() ||
      FD.hasAttr<AllocAlignAttr>() || FD.hasAttr<AllocSizeAttr>() || FD.hasAttr<RestrictAttr>())
    return true;
  return llvm::any_of(FD.parameters(),
                      [](const ParmVarDecl *P) { return P->hasAttr<NonNullAttr>(); });
}

/// What the optimiser takes on trust, as __builtin_unreachable and
/// __builtin_assume_aligned: (cuda::)std::unreachable and assume_aligned,
/// and a [[noreturn]] function of the user's, whose body may return after
/// all (clang puts `unreachable` after each call: `if (i >= n) f();` tells
/// it i < n, and a bounds check is deleted).
bool isBlindlyTrusted(const FunctionDecl &FD, const ASTContext &Ctx, const SafeSite &Site) {
  if (!isLibrary(FD, Ctx, Site))
    return FD.isNoReturn() || hasTrustedAttribute(FD);
  return FD.getIdentifier() &&
         (FD.getName() == "unreachable" || FD.getName() == "assume_aligned") &&
         (FD.isInStdNamespace() || StringRef(FD.getQualifiedNameAsString()).starts_with("cuda::"));
}

/// True for the members a compiler runs with no call written: a
/// constructor (a template's too), the destructor, an assignment, an
/// operator, a conversion.
bool runsUnwritten(const FunctionDecl &F) {
  const auto *M = dyn_cast<CXXMethodDecl>(&F);
  return M && (isa<CXXConstructorDecl, CXXDestructorDecl, CXXConversionDecl>(M) ||
               M->getOverloadedOperator() != OO_None);
}

/// A [[noreturn]] member of the user's that making, destroying, assigning
/// or comparing an object of type \p T may run unwritten: its own, or a
/// base's, a member's or an element's, at any depth, through oxide's and
/// the library's containers too (`cuda::std::array<give_up, 1>`). No call
/// is written (`if (i >= n) { give_up g; }` runs ~give_up at the brace), yet
/// clang puts `unreachable` after it as after a [[noreturn]] call, and
/// deletes the bounds check on that promise.
const FunctionDecl *noreturnSpecialMember(QualType T, const TrustedCode &Trusted,
                                          std::set<const CXXRecordDecl *> &Seen) {
  const CXXRecordDecl *RD =
      T.getNonReferenceType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !Seen.insert(RD->getCanonicalDecl()).second)
    return nullptr;
  RD = RD->getDefinition();
  if (!Trusted.isTrusted(*RD))
    for (const Decl *D : RD->decls()) {
      const auto *F = dyn_cast<FunctionDecl>(D);
      if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
        F = FT->getTemplatedDecl();
      if (F && F->isNoReturn() && runsUnwritten(*F))
        return F;
    }
  for (const FieldDecl *F : RD->fields())
    if (const FunctionDecl *M = noreturnSpecialMember(F->getType(), Trusted, Seen))
      return M;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const FunctionDecl *M = noreturnSpecialMember(B.getType(), Trusted, Seen))
      return M;
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    for (const TemplateArgument &A : S->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type)
        if (const FunctionDecl *M = noreturnSpecialMember(A.getAsType(), Trusted, Seen))
          return M;
  return nullptr;
}

const FunctionDecl *noreturnSpecialMember(QualType T, const TrustedCode &Trusted) {
  std::set<const CXXRecordDecl *> Seen;
  return noreturnSpecialMember(T, Trusted, Seen);
}

/// The objects \p S makes (a construction, a temporary, an aggregate, the
/// local variables it declares), whose constructors and destructor run
/// there; none for any other statement.
llvm::SmallVector<QualType, 2> madeObjects(const Stmt &S, const ASTContext &Ctx) {
  llvm::SmallVector<QualType, 2> Types;
  if (isa<CXXConstructExpr, CXXBindTemporaryExpr, InitListExpr, CXXParenListInitExpr>(S))
    Types.push_back(cast<Expr>(S).getType());
  // A compiler-written member (`a = b;` of a class whose member's operator=
  // does not return) runs its members' unwritten.
  else if (const auto *C = dyn_cast<CallExpr>(&S))
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(C->getDirectCallee());
        M && (M->isImplicit() || M->isDefaulted()))
      Types.push_back(Ctx.getCanonicalTagType(M->getParent()));
    else if (const auto *D = dyn_cast<DeclStmt>(&S))
      for (const Decl *Each : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(Each))
          Types.push_back(V->getType());
  return Types;
}

/// The first argument that is an object of a user class with virtual
/// functions (by value or reference): library code that calls one of them
/// runs an override the checks never walked.
const Expr *polymorphicArgument(llvm::ArrayRef<const Expr *> Args, const SafeSite &Site) {
  for (const Expr *A : Args) {
    if (!A || A->getType().isNull())
      continue;
    const CXXRecordDecl *RD = A->getType().getNonReferenceType()->getAsCXXRecordDecl();
    if (RD && RD->hasDefinition() && RD->isPolymorphic() && !Site.trusted().isTrusted(*RD))
      return A;
  }
  return nullptr;
}

/// optional's and expected's `*` and `->` (and expected's error()), which
/// read the value without testing that there is one: an empty
/// cuda::std::optional<unsigned> read as `in[*none]` indexes with storage
/// that never had a value. value() and value_or() test.
bool isUncheckedAccessor(const FunctionDecl &FD) {
  const auto *M = dyn_cast<CXXMethodDecl>(&FD);
  if (!M || !M->getParent()->getIdentifier())
    return false;
  const StringRef Class = M->getParent()->getName();
  if (Class != "optional" && Class != "expected" && !Class.starts_with("__optional") &&
      !Class.starts_with("__expected"))
    return false;
  if (!M->isInStdNamespace() &&
      !StringRef(M->getParent()->getQualifiedNameAsString()).starts_with("cuda::std::"))
    return false;
  const OverloadedOperatorKind Op = M->getOverloadedOperator();
  return Op == OO_Star || Op == OO_Arrow || (M->getIdentifier() && M->getName() == "error");
}

class LibraryCallRule : public SafeRule {
public:
  void check(const Stmt &S, SafeSite &Site) override {
    for (const QualType T : madeObjects(S, Site.Ctx))
      if (const FunctionDecl *M = noreturnSpecialMember(T, Site.trusted()))
        return refuseNoreturnMember(S.getBeginLoc(), *M, Site);
    if (const auto *C = dyn_cast<CallExpr>(&S))
      checkCall(*C, Site);
    else if (const auto *C = dyn_cast<CXXConstructExpr>(&S)) {
      const llvm::ArrayRef<const Expr *> Args(C->getArgs(), C->getNumArgs());
      // A trivial constructor runs nothing (a __shared__ cub TempStorage).
      if (isLibrary(*C->getConstructor(), Site.Ctx, Site) &&
          ((!C->getConstructor()->isTrivial() &&
            refuseUnknownLibrary(*C->getConstructor(), C->getLocation(), Site)) ||
           refusePolymorphic(Args, Site)))
        return;
      checkArgs(*C->getConstructor(), Args, C->getLocation(), Site);
    }
  }

private:
  void checkCall(const CallExpr &C, SafeSite &Site) {
    const FunctionDecl *FD = C.getDirectCallee();
    if (!FD) {
      if (!isa<CXXPseudoDestructorExpr>(C.getCallee()->IgnoreParens()))
        refuse(C.getExprLoc(), "calls through a function pointer or member pointer", Site);
      return;
    }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(&C)) {
      const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
      if (MC->getMethodDecl() && MC->getMethodDecl()->isVirtual() && !(ME && ME->hasQualifier()))
        return refuse(C.getExprLoc(), "makes a virtual call", Site);
    }
    if (isTier2(*FD, Site.trusted()))
      return; // the Tier-2 rule's
    const ASTContext &Ctx = Site.Ctx;
    if (isPointerFormat(C, Ctx))
      return refuse(C.getExprLoc(),
                    "prints with a conversion other than an integer's, a floating-point "
                    "value's or a character's (%s, %n, %p, with any flag or width), which "
                    "reads or writes through an argument as a pointer, or with one whose "
                    "value is missing or of another size",
                    Site);
    if (unsigned ID = FD->getBuiltinID(); ID && !Ctx.BuiltinInfo.isPredefinedLibFunction(ID)) {
      // __builtin_align_up(p, n) and the like make a pointer by arithmetic.
      if (ID == Builtin::BI__builtin_addressof)
        return; // the element-address rule's
      if (!isPureBuiltin(ID, Ctx) || FD->getReturnType()->isPointerType())
        refuse(C.getExprLoc(),
               "calls a compiler builtin that reads or writes memory, or "
               "that the optimiser trusts blindly",
               Site);
      return;
    }
    if (isBlindlyTrusted(*FD, Ctx, Site))
      return refuse(C.getExprLoc(),
                    "calls a function the optimiser trusts blindly: if it returns (or runs "
                    "forever, reads memory, gets or returns a null or unaligned pointer, as its "
                    "attributes promise it does not), the program is undefined, and the "
                    "compiler may delete checks on that assumption",
                    Site);
    if (!isLibrary(*FD, Ctx, Site)) {
      if (!FD->getDefinition() && !FD->isDefaulted() && !FD->isImplicit())
        refuse(C.getExprLoc(),
               "calls a function whose definition is not in this translation "
               "unit, so oxide cannot check it",
               Site);
      return;
    }
    if (!refuseLibraryCall(C, *FD, Site))
      checkLibraryOperands(C, *FD, Site);
  }

  /// What no operand decides: the library, the accessor, a polymorphic
  /// argument. True when refused.
  bool refuseLibraryCall(const CallExpr &C, const FunctionDecl &FD, SafeSite &Site) {
    if (refuseUnknownLibrary(FD, C.getExprLoc(), Site) ||
        refusePolymorphic(llvm::ArrayRef(C.getArgs(), C.getNumArgs()), Site))
      return true;
    if (!isUncheckedAccessor(FD))
      return false;
    refuse(C.getExprLoc(),
           "reads an optional or expected through '*', '->' or error(), which do not "
           "test that it holds one: an empty one reads storage that never had a value "
           "(use value_or(), or value(), which tests)",
           Site);
    return true;
  }

  void checkLibraryOperands(const CallExpr &C, const FunctionDecl &FD, SafeSite &Site) {
    const FunctionDecl *const Fn = &FD;
    unsigned Skip = 0;
    if (isa<CXXOperatorCallExpr>(C) && isa<CXXMethodDecl>(Fn))
      Skip = 1; // the object is argument 0
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(&C))
      checkObject(FD, MC->getImplicitObjectArgument(), C.getNumArgs(), C.getExprLoc(), Site);
    else if (Skip)
      checkObject(FD, C.getArg(0), C.getNumArgs() - 1, C.getExprLoc(), Site);
    checkArgs(FD, llvm::ArrayRef(C.getArgs(), C.getNumArgs()).drop_front(Skip), C.getExprLoc(),
              Site);
  }

  bool refuseUnknownLibrary(const FunctionDecl &FD, SourceLocation Loc, SafeSite &Site) {
    if (inOxideNamespace(FD) || !Site.trusted().isTrusted(FD))
      return false;
    const std::string File = Site.trusted().unknownLibraryFile(FD);
    if (File.empty())
      return false;
    Site.refuse(Loc, Key,
                "safe code calls %0, from a library oxide does not know: it may synchronise "
                "threads, or read and write memory, where oxide cannot check",
                "'" + FD.getQualifiedNameAsString() + "' (" + File + ")",
                "use oxide's collectives and views; or call it inside [[oxide::unsafe]] after a "
                "// SAFETY: comment");
    return true;
  }

  bool refusePolymorphic(llvm::ArrayRef<const Expr *> Args, SafeSite &Site) {
    const Expr *P = polymorphicArgument(Args, Site);
    if (P)
      refuse(P->getExprLoc(),
             "hands an object of a class with virtual functions to library code, which may call "
             "them: oxide cannot tell which override runs",
             Site);
    return P;
  }

  void checkObject(const FunctionDecl &FD, const Expr *Object, unsigned NumArgs, SourceLocation Loc,
                   SafeSite &Site) {
    if (!Object || inOxideNamespace(FD) || !carriesPointer(Object->getType()))
      return;
    const QualType Ret = FD.getReturnType();
    if (NumArgs > 0 || Ret->isReferenceType() || carriesPointer(Ret))
      refuse(Loc, "calls a library member on an object that holds a raw pointer or array", Site);
  }

  void checkArgs(const FunctionDecl &FD, llvm::ArrayRef<const Expr *> Args, SourceLocation Loc,
                 SafeSite &Site) {
    if (!isLibrary(FD, Site.Ctx, Site) || inOxideNamespace(FD) || isLoadIntrinsic(FD) ||
        isTier2(FD, Site.trusted()) || (FD.getIdentifier() && FD.getName() == "addressof"))
      return;
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD);
        Ctor && Ctor->isCopyOrMoveConstructor())
      return; // a copy reads no element
    for (const Expr *A : Args)
      if (!isa<CXXDefaultArgExpr>(A) && carriesPointer(A->getType()) && !isStringLiteral(*A))
        return refuse(A->getExprLoc(),
                      "passes a raw pointer, or a value that holds one, to "
                      "library code that oxide does not check",
                      Site);
    // A raw pointer from the library (bit_cast<float *>, launder) could be
    // dereferenced; an object holding one can only go back to the library,
    // which the checks above watch.
    const QualType Ret = FD.getReturnType().getNonReferenceType();
    if (!isa<CXXConstructorDecl>(FD) && (Ret->isPointerType() || Ret->isArrayType()) &&
        !Ret->isFunctionPointerType())
      refuse(Loc, "gets a raw pointer, or a value that holds one, from library code", Site);
  }

  void refuseNoreturnMember(SourceLocation Loc, const FunctionDecl &M, SafeSite &Site) {
    // One object is several nodes (`T x;` is a declaration and a
    // construction; `T{}` a temporary and a list): once a line.
    const SourceManager &SM = Site.Ctx.getSourceManager();
    const SourceLocation At = SM.getExpansionLoc(Loc);
    const SourceLocation Line =
        SM.translateLineCol(SM.getFileID(At), SM.getExpansionLineNumber(At), 1);
    if (!Site.R.firstTime(Line, "noreturn-member"))
      return;
    Site.refuse(Loc, Key,
                "safe code makes or destroys an object whose %0 is [[noreturn]]: if it returns "
                "after all, the program is undefined, and the compiler may delete checks on that "
                "promise",
                "'" + M.getQualifiedNameAsString() + "'",
                "leave the thread with `return`, or let the checked access fail (`value_or`, "
                "`if (auto x = ...)`); drop [[noreturn]] from constructors and destructors");
  }

  template <unsigned N> void refuse(SourceLocation Loc, const char (&What)[N], SafeSite &Site) {
    Site.refuse(Loc, Key, "safe code %0", What,
                "use oxide's slices, witnesses and views, whose accesses are checked; or do this "
                "inside [[oxide::unsafe]] after a // SAFETY: comment");
  }
};

} // namespace

std::unique_ptr<SafeRule> makeLibraryCallRule() { return std::make_unique<LibraryCallRule>(); }

} // namespace oxide::plugin
