//===- SourceRewrite.cpp - The plain CUDA C++ oxide-rewrite writes --------===//

#include "SourceRewrite.h"
#include "HostLauncherEmitter.h"
#include "KernelSites.h"
#include "LauncherEmitter.h"
#include "UncheckedIndexing.h"
#include "UserTraversalScope.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <map>
#include <set>

using namespace clang;
namespace attrs = oxide::attrs;
using oxide::plugin::Check;
using oxide::plugin::KernelPlan;
using oxide::plugin::KernelPlans;
using oxide::plugin::Reporter;

namespace oxide::rewriter {
namespace {

bool isOxideAnnotation(const Attr *A) {
  const auto *AA = dyn_cast<AnnotateAttr>(A);
  return AA && !AA->isInherited() && AA->getAnnotation().starts_with("oxide.");
}

class Collector : public RecursiveASTVisitor<Collector> {
public:
  explicit Collector(const SourceManager &SM) : SM(SM) {}

  bool VisitDecl(Decl *D) {
    for (const Attr *A : D->attrs())
      if (isOxideAnnotation(A))
        note(A->getLocation());
    // Definitions: their attributes may come from a declaration in a header.
    // A kernel defined in another translation unit: its first declaration
    // here (for the exact block's size).
    if (auto *FD = dyn_cast<FunctionDecl>(D); FD && attrs::isOxideKernel(*FD)) {
      if (FD->doesThisDeclarationHaveABody())
        (inMain(FD->getLocation()) ? Definitions : HeaderDefinitions).push_back(FD);
      else if (!FD->isDefined() && inMain(FD->getLocation()) &&
               (!FD->getPreviousDecl() || !inMain(FD->getPreviousDecl()->getLocation())))
        Definitions.push_back(FD);
    }
    // Each explicit instantiation of a kernel template gets its launcher
    // (KernelSites.h); an implicit one has none, and is refused if launched.
    if (auto *FT = dyn_cast<FunctionTemplateDecl>(D))
      if (attrs::isOxideKernel(*FT->getMostRecentDecl()->getTemplatedDecl()) &&
          FT->isCanonicalDecl())
        for (FunctionDecl *Spec : FT->specializations()) {
          TemplateSpecializationKind K = Spec->getTemplateSpecializationKind();
          if (K == TSK_ExplicitInstantiationDefinition || K == TSK_ExplicitInstantiationDeclaration)
            Instantiations.push_back(Spec);
          else if (K == TSK_ImplicitInstantiation)
            Implicit.push_back(Spec);
        }
    return true;
  }
  bool VisitAttributedStmt(AttributedStmt *S) {
    for (const Attr *A : S->getAttrs())
      if (isOxideAnnotation(A))
        note(A->getLocation());
    return true;
  }

  std::set<SourceLocation::UIntTy> AttrLocs;           // raw encodings, in source order
  std::vector<const FunctionDecl *> Definitions;       ///< kernels defined in the main file, or
                                                       ///< declared here and defined elsewhere
  std::vector<const FunctionDecl *> HeaderDefinitions; ///< and elsewhere
  std::vector<const FunctionDecl *> Instantiations;    ///< explicit, of kernel templates
  std::vector<const FunctionDecl *> Implicit;          ///< implicit ones

private:
  bool inMain(SourceLocation L) const { return SM.isInMainFile(SM.getExpansionLoc(L)); }
  void note(SourceLocation L) {
    if (L.isValid() && inMain(L))
      AttrLocs.insert(L.getRawEncoding());
  }
  const SourceManager &SM;
};

/// Skips a balanced (...) starting at Text[I] == '(', string and character
/// literals included; returns the index after the closing parenthesis.
size_t skipParens(llvm::StringRef Text, size_t I) {
  int Depth = 0;
  for (; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '"' || C == '\'') {
      for (++I; I < Text.size() && Text[I] != C; ++I)
        if (Text[I] == '\\')
          ++I;
    } else if (C == '(') {
      ++Depth;
    } else if (C == ')' && --Depth == 0) {
      return I + 1;
    }
  }
  return Text.size();
}

size_t skipSpace(llvm::StringRef Text, size_t I) {
  while (I < Text.size() && clang::isWhitespace(Text[I]))
    ++I;
  return I;
}

size_t skipIdentifier(llvm::StringRef Text, size_t I) {
  while (I < Text.size() && (llvm::isAlnum(Text[I]) || Text[I] == '_'))
    ++I;
  return I;
}

/// The `]]` closing the attribute list that holds Text[I], parenthesised
/// arguments and literals skipped; the index after it.
size_t closingBrackets(llvm::StringRef Text, size_t I) {
  while (I < Text.size() && Text.substr(I, 2) != "]]")
    I = Text[I] == '(' ? skipParens(Text, I) : I + 1;
  return std::min(I + 2, Text.size());
}

/// The bytes to blank for the attribute whose name starts at Off: the whole
/// `[[...]]` when it holds only this attribute (or is `[[using oxide: ...]]`,
/// all of whose attributes are oxide's), else the attribute and one
/// neighbouring comma. `oxide :: kernel` may have spaces around `::`.
std::pair<size_t, size_t> attributeExtent(llvm::StringRef Text, size_t Off) {
  size_t E = skipIdentifier(Text, Off);
  for (size_t J = skipSpace(Text, E); Text.substr(J, 2) == "::"; J = skipSpace(Text, E))
    E = skipIdentifier(Text, skipSpace(Text, J + 2));
  size_t After = skipSpace(Text, E);
  if (After < Text.size() && Text[After] == '(')
    E = After = skipParens(Text, After);
  After = skipSpace(Text, After);
  size_t B = Off;
  while (B > 0 && clang::isWhitespace(Text[B - 1]))
    --B;
  if (B >= 1 && Text[B - 1] == ':' && (B < 2 || Text[B - 2] != ':')) { // `[[using oxide: k]]`
    const size_t Open = Text.take_front(B).rfind("[[");
    if (Open != llvm::StringRef::npos)
      return {Open, closingBrackets(Text, Off)};
  }
  const bool OpensHere = B >= 2 && Text.substr(B - 2, 2) == "[[";
  const bool ClosesHere = Text.substr(After, 2) == "]]";
  if (OpensHere && ClosesHere)
    return {B - 2, After + 2};
  if (Text.substr(After, 1) == ",") // [[oxide::x, other]]
    return {Off, After + 1};
  if (B >= 1 && Text[B - 1] == ',') // [[other, oxide::x]]
    return {B - 1, E};
  return {Off, E};
}

/// True when the macro whose body spells the attribute at \p L expands to
/// that attribute alone: `#define NAME(...) [[oxide::x(...)]]`.
bool macroIsOnlyAttribute(const SourceManager &SM, SourceLocation L) {
  const SourceLocation Sp = SM.getSpellingLoc(L);
  const llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Sp));
  const size_t Off = SM.getFileOffset(Sp);
  // The #define's line (continuations joined by backslash-newline).
  size_t Start = Buf.take_front(Off).rfind("#define");
  if (Start == llvm::StringRef::npos)
    return false;
  size_t End = Off;
  while (End < Buf.size() && !(Buf[End] == '\n' && (End == 0 || Buf[End - 1] != '\\')))
    ++End;
  auto [AB, AE] = attributeExtent(Buf, Off);
  // After `#define NAME` and its parameter list, the body.
  size_t Body = Start + 7;
  while (Body < AB && clang::isWhitespace(Buf[Body]))
    ++Body;
  while (Body < AB && (llvm::isAlnum(Buf[Body]) || Buf[Body] == '_'))
    ++Body;
  if (Body < AB && Buf[Body] == '(')
    Body = skipParens(Buf, Body);
  auto onlySpace = [&](size_t B, size_t E) {
    for (size_t I = B; I < E; ++I)
      if (!clang::isWhitespace(Buf[I]) && Buf[I] != '\\')
        return false;
    return true;
  };
  return AB >= Body && onlySpace(Body, AB) && onlySpace(AE, End);
}

std::string blank(llvm::StringRef S) {
  std::string Out(S);
  for (char &C : Out)
    if (C != '\n' && C != '\r')
      C = ' ';
  return Out;
}

/// A UTF-8 byte order mark is only one at the very start of a file; after
/// the #line oxide-rewrite puts first, nvcc reads it as a stray character.
/// So it moves to the front of the output.
void moveByteOrderMark(std::string &Out, llvm::StringRef Original) {
  static constexpr llvm::StringLiteral Bom = "\xEF\xBB\xBF";
  if (!Original.starts_with(Bom) || llvm::StringRef(Out).starts_with(Bom))
    return;
  if (size_t At = Out.find(Bom); At != std::string::npos) {
    Out.erase(At, Bom.size());
    Out.insert(0, Bom);
  }
}

/// Stands for `#line <this line + 1> "<the output file>"` until the output's
/// path and lines are known.
constexpr llvm::StringLiteral SelfLine = "#line oxide-self";

std::string quoted(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S)
    Out += (C == '"' || C == '\\') ? std::string("\\") + C : std::string(1, C);
  return Out + "\"";
}

std::string quotedPath(const SourceManager &SM) {
  llvm::SmallString<256> Path(SM.getFileEntryRefForID(SM.getMainFileID())->getName());
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return quoted(Path);
}

/// \p Text (a launcher, whole lines) under the output's own name and lines
/// (resolveSelfLines), so an error inside it names the generated code, never
/// a line of the user's file; then back to the user's file at \p Line.
std::string generated(const std::string &Text, const FunctionDecl &FD, const ASTContext &Ctx,
                      unsigned Line, const std::string &Path) {
  const SourceManager &SM = Ctx.getSourceManager();
  return "\n" + SelfLine.str() + " // oxide-rewrite: launcher of " + kernelPath(FD, Ctx) + "\n" +
         Text + "#line " + std::to_string(Line) + " " + Path + "\n";
}

/// The kernel's entry, right after its `{` and on the same line (lines and
/// columns stay the user's): the checks of the launch shape and the dynamic
/// shared alignment, which trap, then the contract's facts as assumptions.
/// \p Sized: insertBlockSize wrote OXIDE_BLOCK_SIZE, so the kernel's
/// .maxntid is the exact block's size.
void insertEntry(const KernelPlan &P, const ASTContext &Ctx, Rewriter &R, bool AssumeFacts,
                 bool KeepAttributes, bool Sized, const MacroGuard &Guard, Reporter &Report) {
  const SourceManager &SM = Ctx.getSourceManager();
  const auto *Body = dyn_cast_or_null<CompoundStmt>(P.Decl->getBody());
  if (!Body || Body->getLBracLoc().isMacroID() || !SM.isInMainFile(Body->getLBracLoc()))
    return;
  std::string Entry = emitLaunchShape(P, Sized) + emitDynamicSharedAlignment(P);
  if (AssumeFacts)
    Entry += emitContractAssumptions(P) + emitSameLengths(P);
  // Kept attributes mean the plugin checks this output (the clang path):
  // the entry code uses oxide::detail and assumptions, which safe code may
  // not, so it is marked as what it is, oxide's own proven code.
  if (!Entry.empty() && KeepAttributes)
    Entry = " /* SAFETY: oxide-rewrite: the checked launcher proved these */ [[oxide::unsafe]] {" +
            Entry + " }";
  const SourceLocation At = Body->getLBracLoc().getLocWithOffset(1);
  if (!Entry.empty() && Guard.generatedIsClean(Entry, At, "at the kernel's entry", Report))
    R.InsertTextAfter(At, Entry);
}

/// An exact block becomes OXIDE_BLOCK_SIZE (PTX .maxntid x*y*z), in place
/// of __launch_bounds__ or before the kernel's name. True when it was
/// written: `__attribute__((launch_bounds))` spelled out stays, and with it
/// the user's .maxntid.
bool insertBlockSize(const KernelPlan &P, const ASTContext &Ctx, Rewriter &R,
                     const MacroGuard &Guard, Reporter &Report) {
  const SourceManager &SM = Ctx.getSourceManager();
  const FunctionDecl &FD = *P.Decl;
  const contract::LaunchContract *C = P.validContract();
  if (!C || !C->Block || !SM.isInMainFile(SM.getExpansionLoc(FD.getLocation())))
    return false;
  const contract::Dim3 &B = *C->Block;
  const auto *LB = FD.getAttr<CUDALaunchBoundsAttr>();
  // __launch_bounds__(n, min): the occupancy request survives
  // (OXIDE_BLOCK_SIZE_MIN; config.cuh says how).
  std::string MinBlocks;
  if (LB && LB->getMinBlocks() && !LB->getMaxBlocks())
    if (std::optional<llvm::APSInt> V = LB->getMinBlocks()->getIntegerConstantExpr(Ctx);
        V && V->isStrictlyPositive())
      MinBlocks = std::to_string(V->getExtValue());
  const std::string Size = (MinBlocks.empty() ? "OXIDE_BLOCK_SIZE(" : "OXIDE_BLOCK_SIZE_MIN(") +
                           std::to_string(B.X) + ", " + std::to_string(B.Y) + ", " +
                           std::to_string(B.Z) + (MinBlocks.empty() ? ")" : ", " + MinBlocks + ")");
  if (!Guard.generatedIsClean(Size, SM.getExpansionLoc(FD.getLocation()), "before the kernel",
                              Report))
    return false;
  // The Rewriter's calls return true when they fail.
  if (LB && LB->getLocation().isMacroID()) {
    CharSourceRange Use = SM.getExpansionRange(LB->getLocation());
    return !R.ReplaceText(
        CharSourceRange::getCharRange(
            Use.getBegin(), Lexer::getLocForEndOfToken(Use.getEnd(), 0, SM, Ctx.getLangOpts())),
        Size);
  }
  if (LB)
    return false;
  // Before `ns::` of an out-of-line definition, else before the name.
  const SourceLocation Name =
      FD.getQualifierLoc() ? FD.getQualifierLoc().getBeginLoc() : FD.getLocation();
  return !R.InsertTextBefore(SM.getExpansionLoc(Name), Size + " ");
}

/// Each kernel's launcher, at its site (KernelSites.h). A kernel whose
/// launcher cannot be written is refused at the kernel: a contracted kernel
/// never ends up without one in silence.
std::vector<const KernelPlan *> insertLaunchers(const std::vector<KernelSite> &Sites,
                                                KernelPlans &Plans, Reporter &Report,
                                                const ASTContext &Ctx, Rewriter &R,
                                                const std::string &Path, const MacroGuard &Guard,
                                                const OneSidedSignature &Sides) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<const KernelPlan *> Launchable;
  for (const KernelSite &S : Sites) {
    const KernelPlan &P = Plans.of(*S.Kernel);
    if (P.contractRefused() || !Sides.check(*S.Kernel, Report))
      continue; // the contract's own errors say why; or the sides may differ
    const std::string Traits = emitKernelTraits(P, Ctx);
    if (Traits.empty() || S.At.isInvalid()) {
      Report.error(Check::RewriteLauncher, S.Kernel->getLocation(),
                   "oxide-rewrite has nowhere to put the launcher of '%0': declare the kernel at "
                   "namespace scope, in this file or in a header it includes")
          << kernelPath(*S.Kernel, Ctx);
      continue;
    }
    const std::string Text = (S.Close.empty() ? "" : S.Close + "\n") + Traits +
                             (S.Reopen.empty() ? "" : S.Reopen + "\n");
    if (!Guard.generatedIsClean(Text, S.At, "in the kernel's launcher", Report))
      continue;
    Launchable.push_back(&P);
    R.InsertTextAfter(S.At, generated(Text, *S.Kernel, Ctx, SM.getExpansionLineNumber(S.At), Path));
  }
  return Launchable;
}

/// A kernel defined in a header gets its launcher, but oxide-rewrite writes
/// only the main file: the body gets no exact-block size and no contract
/// facts (slower, never less checked), so the user is told. A body whose
/// [[oxide::unsafe]] block rests on the launch shape needs the entry's trap,
/// so it is refused.
void warnHeaderDefinitions(const std::vector<const KernelPlan *> &Defs, Reporter &Report) {
  for (const KernelPlan *P : Defs) {
    if (!P->validContract())
      continue;
    const FunctionDecl &FD = *P->Decl;
    // Only an unsafe block's SAFETY argument may rest on the shape; the
    // library's code (publish, the walks) is right under any shape, the
    // check there only makes it faster.
    if (P->HoldsUnsafeBlock && !emitLaunchShape(*P).empty())
      Report.error(Check::RewriteHeaderKernel, FD.getLocation(),
                   "oxide kernel '%0' is defined in a header, which oxide-rewrite does not "
                   "rewrite: its [[oxide::unsafe]] block relies on the launch shape, and the trap "
                   "that checks the shape at the kernel's entry cannot be added; define it in the "
                   ".cu file and declare it in the header")
          << FD.getName();
    else
      Report.warning(Check::RewriteHeaderKernel, FD.getLocation(),
                     "oxide kernel '%0' is defined in a header, which oxide-rewrite does not "
                     "rewrite: its body gets no exact block size and no contract facts (slower, "
                     "not less checked); define it in the .cu file and declare it in the header",
                     {FD.getName()});
  }
}

/// The `template __global__ void k<T>(...);` line that gives \p Spec its
/// launcher.
std::string explicitInstantiation(const FunctionDecl &Spec, const ASTContext &Ctx) {
  std::string Params;
  for (const ParmVarDecl *P : Spec.parameters())
    Params += (Params.empty() ? "" : ", ") + spelledType(P->getType(), Ctx);
  return "template __global__ void " + kernelPath(Spec, Ctx) + "(" + Params + ");";
}

/// Uses of kernel template instantiations as template arguments
/// (`oxide::launch<&k<float>>`, `prepare<...>`): the function each use
/// specializes names the kernel in its resolved arguments.
class KernelUses : public RecursiveASTVisitor<KernelUses> {
public:
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    if (const TemplateArgumentList *Args = FD ? FD->getTemplateSpecializationArgs() : nullptr)
      for (const TemplateArgument &A : Args->asArray())
        if (A.getKind() == TemplateArgument::Declaration)
          if (const auto *K = dyn_cast<FunctionDecl>(A.getAsDecl()))
            Uses.push_back({E, K});
    return true;
  }
  std::vector<std::pair<const DeclRefExpr *, const FunctionDecl *>> Uses;
};

/// A kernel template's implicit instantiation has no launcher: oxide::launch
/// of it would stop nvcc in oxide's headers. One error at the first such use
/// names the line to write. (A <<<>>> launch needs no launcher.)
void refuseImplicitLaunches(const std::vector<const FunctionDecl *> &Implicit,
                            const ASTContext &Ctx, Reporter &Report) {
  if (Implicit.empty())
    return;
  KernelUses U;
  oxide::plugin::traverseScope(U, Ctx);
  std::set<const FunctionDecl *> Reported;
  for (auto [E, FD] : U.Uses) {
    if (!llvm::is_contained(Implicit, FD) || !Reported.insert(FD).second)
      continue;
    Report.error(Check::RewriteLauncher, E->getBeginLoc(),
                 "kernel template instantiation '%0' has no launcher: oxide-rewrite writes one for "
                 "each explicit instantiation; add `%1` after the template's definition")
        << kernelPath(*FD, Ctx) << explicitInstantiation(*FD, Ctx);
  }
}

/// Blanks each attribute once, and only its own tokens. A macro use is
/// blanked whole only when the macro is the attribute and nothing else
/// (OXIDE_LAUNCH_CONTRACT); an attribute written as a macro argument is
/// blanked where it is spelled. Any other macro is left as it is: nvcc
/// ignores the oxide attribute in it (warning 2803) and keeps the code
/// (`[[oxide::unsafe]] { sync_threads(); }` must not lose its barrier).
void blankAttributes(const std::set<SourceLocation::UIntTy> &AttrLocs, const ASTContext &Ctx,
                     Rewriter &R, const MacroGuard &Guard, Reporter &Report) {
  const SourceManager &SM = Ctx.getSourceManager();
  const FileID Main = SM.getMainFileID();
  const llvm::StringRef Text = SM.getBufferData(Main);
  std::map<size_t, size_t> Blanks; // begin offset -> end offset
  auto blankAt = [&](size_t Off) {
    auto [B, E] = attributeExtent(Text, Off);
    Blanks[B] = std::max(Blanks[B], E);
  };
  for (SourceLocation::UIntTy Raw : AttrLocs) {
    SourceLocation L = SourceLocation::getFromRawEncoding(Raw);
    if (!L.isMacroID()) {
      blankAt(SM.getFileOffset(L));
    } else if (SM.isMacroArgExpansion(L)) {
      const SourceLocation Sp = SM.getSpellingLoc(L);
      if (SM.getFileID(Sp) == Main)
        blankAt(SM.getFileOffset(Sp));
    } else if (macroIsOnlyAttribute(SM, L)) {
      CharSourceRange Use = SM.getExpansionRange(L);
      size_t B = SM.getFileOffset(Use.getBegin());
      size_t E =
          SM.getFileOffset(Lexer::getLocForEndOfToken(Use.getEnd(), 0, SM, Ctx.getLangOpts()));
      Blanks[B] = std::max(Blanks[B], E);
    }
  }
  size_t Covered = 0;
  for (auto [Begin, E] : Blanks) {
    const size_t B = std::max(Begin, Covered);
    if (B >= E)
      continue;
    SourceLocation Loc = SM.getLocForStartOfFile(Main).getLocWithOffset(B);
    if (!Guard.blankedIsInert(SourceRange(Loc, Loc.getLocWithOffset(E - B)), Report))
      continue;
    R.ReplaceText(Loc, E - B, blank(Text.substr(B, E - B)));
    Covered = E;
  }
}

/// The whole-build switch: operator[] itself loses its check (slice.cuh).
std::string prelude(const RewriteOptions &O) {
  return O.UncheckedEverywhere ? "#define OXIDE_UNCHECKED_INDEXING 1\n" : "";
}

/// A file with nothing of oxide's: byte for byte (after the switch, when it
/// is on), and a header with no launchers.
Rewritten unchanged(const ASTContext &Ctx, const RewriteOptions &O, Reporter &Report) {
  const SourceManager &SM = Ctx.getSourceManager();
  const llvm::StringRef Text = SM.getBufferData(SM.getMainFileID());
  Rewritten Out;
  Out.Source = O.UncheckedEverywhere ? prelude(O) + "#line 1 " + quotedPath(SM) + "\n" + Text.str()
                                     : Text.str();
  moveByteOrderMark(Out.Source, Text);
  if (O.WantHeader)
    Out.Header =
        emitHostLaunchers({}, Ctx, SM.getFileEntryRefForID(SM.getMainFileID())->getName(), Report)
            .Header;
  return Out;
}

/// The edited main file, then (with a header) the host launchers' definitions.
Rewritten assemble(const ASTContext &Ctx, Rewriter &R, const RewriteOptions &O,
                   const std::vector<const KernelPlan *> &Launchable, Reporter &Report,
                   const MacroGuard &Guard) {
  const SourceManager &SM = Ctx.getSourceManager();
  const FileID Main = SM.getMainFileID();
  const llvm::RewriteBuffer &Buf = R.getEditBuffer(Main);
  Rewritten Out;
  Out.Source =
      prelude(O) + "#line 1 " + quotedPath(SM) + "\n" + std::string(Buf.begin(), Buf.end());
  moveByteOrderMark(Out.Source, SM.getBufferData(Main));
  if (O.WantHeader) {
    HostLaunchers H =
        emitHostLaunchers(Launchable, Ctx, SM.getFileEntryRefForID(Main)->getName(), Report);
    Out.Header = std::move(H.Header);
    (void)Guard.generatedIsClean(H.Definitions, SM.getLocForEndOfFile(Main),
                                 "at the end of the file (the host launchers)", Report);
    Out.Source +=
        "\n" + std::string(SelfLine) + " // oxide-rewrite: host launchers\n" + H.Definitions;
  }
  return Out;
}

} // namespace

Rewritten rewriteMainFile(ASTContext &Ctx, KernelPlans &Plans, Reporter &Report,
                          const RewriteOptions &O, const MacroGuard &Guard,
                          const OneSidedSignature &Sides) {
  if (refuseUncheckedKernelsOutsideMainFile(Ctx, Plans, Report))
    return {};
  Collector C(Ctx.getSourceManager());
  oxide::plugin::traverseScope(C, Ctx);
  warnHeaderDefinitions(Plans.of(C.HeaderDefinitions), Report);
  refuseImplicitLaunches(C.Implicit, Ctx, Report);
  if (Ctx.getDiagnostics().hasErrorOccurred())
    return {};
  // Kernels declared only in headers still get launchers here; then each
  // explicit instantiation of a kernel template.
  std::vector<KernelSite> Sites = findKernelSites(Ctx);
  for (const FunctionDecl *Spec : C.Instantiations)
    Sites.push_back(instantiationSite(*Spec, Ctx));
  if (C.AttrLocs.empty() && Sites.empty())
    return unchanged(Ctx, O, Report);

  Rewriter R(Ctx.getSourceManager(), Ctx.getLangOpts());
  if (!O.KeepAttributes)
    blankAttributes(C.AttrLocs, Ctx, R, Guard, Report);
  const std::string Path = quotedPath(Ctx.getSourceManager());
  if (!O.UncheckedEverywhere)
    rewriteUncheckedIndexing(Ctx, Plans, Report, R, Path, Guard);
  for (const KernelPlan *P : Plans.of(C.Definitions)) {
    const bool Sized = insertBlockSize(*P, Ctx, R, Guard, Report);
    insertEntry(*P, Ctx, R, O.AssumeFacts, O.KeepAttributes, Sized, Guard, Report);
  }
  return assemble(Ctx, R, O, insertLaunchers(Sites, Plans, Report, Ctx, R, Path, Guard, Sides),
                  Report, Guard);
}

void resolveSelfLines(std::string &Source, llvm::StringRef OutputPath) {
  llvm::SmallString<256> Path(OutputPath);
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  std::string Out;
  Out.reserve(Source.size());
  unsigned Line = 1;
  for (llvm::StringRef Rest = Source; !Rest.empty(); ++Line) {
    auto [Text, Tail] = Rest.split('\n');
    if (Text.starts_with(SelfLine))
      Out += "#line " + std::to_string(Line + 1) + " " + quoted(Path) +
             Text.drop_front(SelfLine.size()).str();
    else
      Out += Text.str();
    if (Rest.size() > Text.size())
      Out += '\n';
    Rest = Tail;
  }
  Source = std::move(Out);
}

} // namespace oxide::rewriter
