//===- SourceRewrite.cpp - The plain CUDA C++ oxide-rewrite writes --------===//

#include "SourceRewrite.h"
#include "UncheckedIndexing.h"
#include "HostLauncherEmitter.h"
#include "LauncherEmitter.h"

#include "oxide/attrs/Annotations.h"
#include "oxide/attrs/ContractFromDecl.h"

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
    if (auto *FD = dyn_cast<FunctionDecl>(D))
      if (attrs::isOxideKernel(*FD) && FD->isFirstDecl() && inMain(FD->getLocation()))
        Kernels.push_back(FD);
    // Each explicit instantiation of a kernel template gets its launcher
    // right after the `template __global__ void k<T>(...);` line.
    if (auto *FT = dyn_cast<FunctionTemplateDecl>(D))
      if (attrs::isOxideKernel(*FT->getTemplatedDecl()) && FT->isCanonicalDecl())
        for (FunctionDecl *Spec : FT->specializations()) {
          TemplateSpecializationKind K = Spec->getTemplateSpecializationKind();
          if ((K == TSK_ExplicitInstantiationDefinition || K == TSK_ExplicitInstantiationDeclaration) &&
              inMain(Spec->getPointOfInstantiation()))
            Instantiations.push_back(Spec);
        }
    return true;
  }
  bool VisitAttributedStmt(AttributedStmt *S) {
    for (const Attr *A : S->getAttrs())
      if (isOxideAnnotation(A))
        note(A->getLocation());
    return true;
  }

  std::set<SourceLocation::UIntTy> AttrLocs; // raw encodings, in source order
  std::vector<const FunctionDecl *> Kernels;
  std::vector<const FunctionDecl *> Instantiations;

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

/// The bytes to blank for the attribute whose name starts at Off: the whole
/// `[[...]]` when it holds only this attribute, else the attribute and one
/// neighbouring comma.
std::pair<size_t, size_t> attributeExtent(llvm::StringRef Text, size_t Off) {
  size_t E = Off;
  while (E < Text.size() && (llvm::isAlnum(Text[E]) || Text[E] == '_' || Text[E] == ':'))
    ++E;
  size_t After = E;
  while (After < Text.size() && clang::isWhitespace(Text[After]))
    ++After;
  if (After < Text.size() && Text[After] == '(')
    E = After = skipParens(Text, After);
  while (After < Text.size() && clang::isWhitespace(Text[After]))
    ++After;
  size_t B = Off;
  while (B > 0 && clang::isWhitespace(Text[B - 1]))
    --B;
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

/// Just past the first `;` token at or after \p Loc (an explicit
/// instantiation's point is inside its declaration; the launcher goes after
/// the whole `template __global__ void k<T>(...);`).
SourceLocation afterNextSemicolon(SourceLocation Loc, const SourceManager &SM,
                                  const LangOptions &LO) {
  while (Loc.isValid()) {
    std::optional<Token> Tok = Lexer::findNextToken(Loc, SM, LO);
    if (!Tok || Tok->is(tok::eof))
      return {};
    if (Tok->is(tok::semi))
      return Tok->getEndLoc();
    Loc = Tok->getLocation();
  }
  return {};
}

std::string blank(llvm::StringRef S) {
  std::string Out(S);
  for (char &C : Out)
    if (C != '\n' && C != '\r')
      C = ' ';
  return Out;
}

std::string quotedPath(const SourceManager &SM) {
  llvm::SmallString<256> Path(SM.getFileEntryRefForID(SM.getMainFileID())->getName());
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  std::string Out = "\"";
  for (char C : Path)
    Out += (C == '"' || C == '\\') ? std::string("\\") + C : std::string(1, C);
  return Out + "\"";
}

} // namespace

Rewritten rewriteMainFile(ASTContext &Ctx, bool WantHeader, bool UncheckedEverywhere,
                          bool AssumeFacts, bool KeepAttributes) {
  SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const FileID Main = SM.getMainFileID();
  llvm::StringRef Text = SM.getBufferData(Main);

  Rewritten Out;
  if (refuseUncheckedKernelsOutsideMainFile(Ctx))
    return Out;
  Collector C(SM);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  // The whole-build switch: operator[] itself loses its check (slice.cuh).
  const std::string Prelude = UncheckedEverywhere ? "#define OXIDE_UNCHECKED_INDEXING 1\n" : "";
  if (C.AttrLocs.empty()) {
    // Nothing of oxide's: byte for byte (after the switch, when it is on).
    Out.Source = UncheckedEverywhere ? Prelude + "#line 1 " + quotedPath(SM) + "\n" + Text.str()
                                     : Text.str();
    if (WantHeader)
      Out.Header = emitHostLaunchers({}, Ctx, SM.getFileEntryRefForID(Main)->getName()).Header;
    return Out;
  }

  Rewriter R(SM, LO);
  // Blank each attribute once, and only its own tokens. A macro use is
  // blanked whole only when the macro is the attribute and nothing else
  // (OXIDE_LAUNCH_CONTRACT); an attribute written as a macro argument is
  // blanked where it is spelled. Any other macro is left as it is: nvcc
  // ignores the oxide attribute in it (warning 2803) and keeps the code
  // (`[[oxide::unsafe]] { sync_threads(); }` must not lose its barrier).
  std::map<size_t, size_t> Blanks; // begin offset -> end offset
  for (SourceLocation::UIntTy Raw : KeepAttributes ? decltype(C.AttrLocs){} : C.AttrLocs) {
    SourceLocation L = SourceLocation::getFromRawEncoding(Raw);
    if (!L.isMacroID()) {
      auto [B, E] = attributeExtent(Text, SM.getFileOffset(L));
      Blanks[B] = std::max(Blanks[B], E);
    } else if (SM.isMacroArgExpansion(L)) {
      const SourceLocation Sp = SM.getSpellingLoc(L);
      if (SM.getFileID(Sp) == Main) {
        auto [B, E] = attributeExtent(Text, SM.getFileOffset(Sp));
        Blanks[B] = std::max(Blanks[B], E);
      }
    } else if (macroIsOnlyAttribute(SM, L)) {
      CharSourceRange Use = SM.getExpansionRange(L);
      size_t B = SM.getFileOffset(Use.getBegin());
      size_t E = SM.getFileOffset(Lexer::getLocForEndOfToken(Use.getEnd(), 0, SM, LO));
      Blanks[B] = std::max(Blanks[B], E);
    }
  }
  size_t Covered = 0;
  for (auto [Begin, E] : Blanks) {
    const size_t B = std::max(Begin, Covered);
    if (B >= E)
      continue;
    SourceLocation Loc = SM.getLocForStartOfFile(Main).getLocWithOffset(B);
    R.ReplaceText(Loc, E - B, blank(Text.substr(B, E - B)));
    Covered = E;
  }

  const std::string Path = quotedPath(SM);
  if (!UncheckedEverywhere)
    rewriteUncheckedIndexing(Ctx, R, Path);

  // The kernel's entry, right after its `{` and on the same line (lines and
  // columns stay the user's): the exact block's check, which traps, then
  // the contract's facts as assumptions.
  for (const FunctionDecl *First : C.Kernels) {
    const FunctionDecl *FD = First->getDefinition() ? First->getDefinition() : First;
    const auto *Body = dyn_cast_or_null<CompoundStmt>(FD->getBody());
    if (!Body || Body->getLBracLoc().isMacroID() || !SM.isInMainFile(Body->getLBracLoc()))
      continue;
    std::string Entry = emitLaunchShapeCheck(*FD, Ctx);
    if (AssumeFacts)
      Entry += emitContractAssumptions(*FD, Ctx) + emitSameLengths(*FD, Ctx);
    // Kept attributes mean the plugin checks this output (the clang path):
    // the entry code uses oxide::detail and assumptions, which safe code may
    // not, so it is marked as what it is, oxide's own proven code.
    if (!Entry.empty() && KeepAttributes)
      Entry = " /* SAFETY: oxide-rewrite: the checked launcher proved these */ [[oxide::unsafe]] {" +
              Entry + " }";
    if (!Entry.empty())
      R.InsertTextAfter(Body->getLBracLoc().getLocWithOffset(1), Entry);
  }

  // An exact block becomes OXIDE_BLOCK_SIZE (PTX .maxntid x*y*z), in place
  // of __launch_bounds__ or before the kernel's name.
  for (const FunctionDecl *First : C.Kernels) {
    const FunctionDecl *FD = First->getDefinition() ? First->getDefinition() : First;
    std::optional<attrs::DeclContract> D = attrs::readContract(*FD, Ctx);
    if (!D || !D->Diags.empty() || !D->Contract.Block || !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
      continue;
    const contract::Dim3 &B = *D->Contract.Block;
    const auto *LB = FD->getAttr<CUDALaunchBoundsAttr>();
    // __launch_bounds__(n, min): the occupancy request survives
    // (OXIDE_BLOCK_SIZE_MIN; config.cuh says how).
    std::string MinBlocks;
    if (LB && LB->getMinBlocks() && !LB->getMaxBlocks())
      if (std::optional<llvm::APSInt> V = LB->getMinBlocks()->getIntegerConstantExpr(Ctx); V && V->isStrictlyPositive())
        MinBlocks = std::to_string(V->getExtValue());
    const std::string Size = (MinBlocks.empty() ? "OXIDE_BLOCK_SIZE(" : "OXIDE_BLOCK_SIZE_MIN(") +
                             std::to_string(B.X) + ", " + std::to_string(B.Y) + ", " +
                             std::to_string(B.Z) + (MinBlocks.empty() ? ")" : ", " + MinBlocks + ")");
    if (LB && LB->getLocation().isMacroID()) {
      CharSourceRange Use = SM.getExpansionRange(LB->getLocation());
      R.ReplaceText(CharSourceRange::getCharRange(
                        Use.getBegin(), Lexer::getLocForEndOfToken(Use.getEnd(), 0, SM, LO)),
                    Size);
    } else if (!LB) {
      R.InsertTextBefore(SM.getExpansionLoc(FD->getLocation()), Size + " ");
    }
  }

  std::vector<const FunctionDecl *> Launchable;
  for (const FunctionDecl *FD : C.Instantiations) {
    std::string Traits = emitKernelTraits(*FD, Ctx);
    SourceLocation At = afterNextSemicolon(SM.getExpansionLoc(FD->getPointOfInstantiation()), SM, LO);
    if (Traits.empty() || At.isInvalid())
      continue;
    Launchable.push_back(FD);
    const unsigned Line = SM.getExpansionLineNumber(At);
    R.InsertTextAfter(At, Traits + "#line " + std::to_string(Line) + " " + Path + "\n");
  }
  for (const FunctionDecl *FD : C.Kernels) {
    std::string Traits = emitKernelTraits(*FD, Ctx);
    if (Traits.empty())
      continue;
    Launchable.push_back(FD);
    // After the body's `}`, or after the declaration's `;`.
    SourceLocation End = SM.getExpansionLoc(FD->getEndLoc());
    SourceLocation At;
    if (FD->doesThisDeclarationHaveABody()) {
      At = Lexer::getLocForEndOfToken(End, 0, SM, LO);
    } else {
      At = Lexer::findLocationAfterToken(End, tok::semi, SM, LO, false);
      if (At.isInvalid())
        continue;
    }
    const unsigned Line = SM.getExpansionLineNumber(At);
    R.InsertTextAfter(At, Traits + "#line " + std::to_string(Line) + " " + Path + "\n");
  }

  Out.Source = Prelude + "#line 1 " + Path + "\n";
  const llvm::RewriteBuffer &Buf = R.getEditBuffer(Main);
  Out.Source.append(Buf.begin(), Buf.end());
  if (WantHeader) {
    HostLaunchers H = emitHostLaunchers(Launchable, Ctx, SM.getFileEntryRefForID(Main)->getName());
    Out.Header = std::move(H.Header);
    Out.Source += H.Definitions;
  }
  return Out;
}

} // namespace oxide::rewriter
