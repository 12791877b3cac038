//===- OneSidedSignature.cpp - A kernel's parameters, alike on both sides --===//

#include "OneSidedSignature.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

#include <set>
#include <string>

using namespace clang;
using oxide::plugin::Check;

namespace oxide::rewriter {
namespace {

/// True for the macros that differ between the host and the device side
/// of one compile: __CUDA_ARCH__ and its family, NVPTX's.
bool isSideMacro(llvm::StringRef Name) {
  return Name.starts_with("__CUDA_ARCH") || Name.starts_with("__NVPTX") ||
         Name.starts_with("__PTX");
}

/// Each #if (#ifdef, #ifndef) to its #endif whose condition names a side
/// macro, or a macro defined inside such a conditional (tainted).
class ConditionalRecorder : public PPCallbacks {
public:
  ConditionalRecorder(Preprocessor &PP, std::shared_ptr<std::vector<SourceRange>> Out)
      : PP(PP), Out(std::move(Out)) {}
  void If(SourceLocation Loc, SourceRange Cond, ConditionValueKind) override {
    Open.push_back({Loc, namesSide(Cond)});
  }
  void Elif(SourceLocation, SourceRange Cond, ConditionValueKind, SourceLocation) override {
    if (!Open.empty())
      Open.back().Side |= namesSide(Cond);
  }
  void Ifdef(SourceLocation Loc, const Token &Name, const MacroDefinition &) override {
    Open.push_back({Loc, isSide(Name.getIdentifierInfo()->getName())});
  }
  void Ifndef(SourceLocation Loc, const Token &Name, const MacroDefinition &) override {
    Open.push_back({Loc, isSide(Name.getIdentifierInfo()->getName())});
  }
  void MacroDefined(const Token &Name, const MacroDirective *) override {
    if (inSide())
      Tainted.insert(Name.getIdentifierInfo()->getName().str());
  }
  // This parse skips the other side's branch, and the macros it defines
  // there (`#ifdef __CUDA_ARCH__` / `#define DEVICE_SIDE`): read from its text.
  void SourceRangeSkipped(SourceRange Skipped, SourceLocation) override {
    // A block skipped to its #endif is reported after the #endif closed it.
    if (!inSide() && !ClosedSide)
      return;
    const SourceManager &SM = PP.getSourceManager();
    const std::string Text =
        Lexer::getSourceText(CharSourceRange::getCharRange(Skipped), SM, PP.getLangOpts()).str();
    Lexer L(SourceLocation(), PP.getLangOpts(), Text.data(), Text.data(),
            Text.data() + Text.size());
    Token Tok, Prev, Hash;
    Prev.startToken();
    Hash.startToken();
    for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof); L.LexFromRawLexer(Tok)) {
      if (Tok.is(tok::raw_identifier) && Prev.is(tok::raw_identifier) &&
          Prev.getRawIdentifier() == "define" && Hash.is(tok::hash))
        Tainted.insert(Tok.getRawIdentifier().str());
      Hash = Prev;
      Prev = Tok;
    }
  }
  void Endif(SourceLocation Loc, SourceLocation IfLoc) override {
    if (Open.empty())
      return;
    ClosedSide = Open.back().Side;
    if (ClosedSide)
      Out->push_back(SourceRange(IfLoc, Loc));
    Open.pop_back();
  }

private:
  struct Level {
    SourceLocation At;
    bool Side;
  };
  bool inSide() const {
    return llvm::any_of(Open, [](const Level &L) { return L.Side; });
  }
  bool isSide(llvm::StringRef Name) const { return isSideMacro(Name) || Tainted.count(Name.str()); }
  bool namesSide(SourceRange Cond) const {
    const SourceManager &SM = PP.getSourceManager();
    const CharSourceRange R = CharSourceRange::getTokenRange(Cond);
    const std::string Text = Lexer::getSourceText(R, SM, PP.getLangOpts()).str();
    Lexer L(SourceLocation(), PP.getLangOpts(), Text.data(), Text.data(),
            Text.data() + Text.size());
    Token Tok;
    for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof); L.LexFromRawLexer(Tok))
      if (Tok.is(tok::raw_identifier) && isSide(Tok.getRawIdentifier()))
        return true;
    return false;
  }

  Preprocessor &PP;
  std::shared_ptr<std::vector<SourceRange>> Out;
  std::vector<Level> Open;
  bool ClosedSide = false; ///< the conditional the last #endif closed was a side one
  std::set<std::string> Tainted;
};

/// The classes \p T holds by value: itself, its bases' and fields' classes,
/// array elements, and the type arguments of a template's specialization.
void heldClasses(QualType T, std::set<const CXXRecordDecl *> &Out) {
  T = T.getNonReferenceType().getCanonicalType();
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType().getCanonicalType();
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || !Out.insert(RD->getDefinition()).second)
    return;
  RD = RD->getDefinition();
  for (const CXXBaseSpecifier &B : RD->bases())
    heldClasses(B.getType(), Out);
  for (const FieldDecl *F : RD->fields())
    heldClasses(F->getType(), Out);
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    for (const TemplateArgument &A : S->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type)
        heldClasses(A.getAsType(), Out);
}

} // namespace

OneSidedSignature::OneSidedSignature(Preprocessor &PP, std::vector<std::string> TrustedDirs)
    : PP(PP), Trusted(PP.getSourceManager(), std::move(TrustedDirs)),
      Conditionals(std::make_shared<std::vector<SourceRange>>()) {
  PP.addPPCallbacks(std::make_unique<ConditionalRecorder>(PP, Conditionals));
}

/// True when a conditional overlaps \p R (a range of one file), or a user's
/// macro expanded in \p R is defined inside one; \p Where says which.
bool OneSidedSignature::conditionalIn(SourceRange R, SourceLocation &Where) const {
  const SourceManager &SM = PP.getSourceManager();
  const SourceLocation B = SM.getExpansionLoc(R.getBegin()), E = SM.getExpansionLoc(R.getEnd());
  if (SM.getFileID(B) != SM.getFileID(E) || Trusted.isTrusted(B))
    return false;
  auto inside = [&](SourceLocation L, SourceRange C) {
    return SM.getFileID(C.getBegin()) == SM.getFileID(L) &&
           !SM.isBeforeInTranslationUnit(L, C.getBegin()) &&
           !SM.isBeforeInTranslationUnit(C.getEnd(), L);
  };
  for (const SourceRange &C : *Conditionals)
    if (inside(C.getBegin(), SourceRange(B, E)) || inside(B, C)) {
      Where = C.getBegin();
      return true;
    }
  // A macro in the range, defined under an #if (followed through its body).
  const llvm::StringRef File = SM.getBufferData(SM.getFileID(B));
  const std::string Text = File.slice(SM.getFileOffset(B), SM.getFileOffset(E) + 1).str();
  Lexer L(B, PP.getLangOpts(), Text.data(), Text.data(), Text.data() + Text.size());
  std::vector<const IdentifierInfo *> Work;
  std::set<const IdentifierInfo *> Seen;
  Token Tok;
  for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof); L.LexFromRawLexer(Tok))
    if (Tok.is(tok::raw_identifier))
      Work.push_back(PP.getIdentifierInfo(Tok.getRawIdentifier()));
  while (!Work.empty()) {
    const IdentifierInfo *II = Work.back();
    Work.pop_back();
    if (!Seen.insert(II).second || !II->hadMacroDefinition())
      continue;
    const MacroInfo *MI = PP.getMacroDefinitionAtLoc(II, E).getMacroInfo();
    if (!MI || MI->isBuiltinMacro() || Trusted.isTrusted(MI->getDefinitionLoc()))
      continue;
    for (const SourceRange &C : *Conditionals)
      if (inside(SM.getExpansionLoc(MI->getDefinitionLoc()), C)) {
        Where = MI->getDefinitionLoc();
        return true;
      }
    for (const Token &T : MI->tokens())
      if (const IdentifierInfo *N = T.getIdentifierInfo())
        Work.push_back(N);
  }
  return false;
}

bool OneSidedSignature::check(const FunctionDecl &Kernel, plugin::Reporter &Report) const {
  std::set<const CXXRecordDecl *> Classes;
  for (const ParmVarDecl *P : Kernel.parameters())
    heldClasses(P->getType(), Classes);
  std::vector<std::pair<SourceRange, std::string>> Ranges;
  const FunctionDecl *K = &Kernel;
  for (const FunctionDecl *D : K->redecls()) {
    const auto *Body = dyn_cast_or_null<CompoundStmt>(D->getBody());
    SourceLocation End = Body ? Body->getLBracLoc() : D->getEndLoc();
    Ranges.push_back({SourceRange(D->getBeginLoc(), End),
                      "the declaration of '" + Kernel.getNameAsString() + "'"});
  }
  for (const CXXRecordDecl *RD : Classes)
    Ranges.push_back({RD->getSourceRange(), "class '" + RD->getNameAsString() + "'"});
  for (const auto &[R, What] : Ranges) {
    SourceLocation Where;
    if (!conditionalIn(R, Where))
      continue;
    Report.error(Check::RewriteLauncher, Where,
                 "%0, a parameter list or a parameter's class of kernel '%1', depends on this "
                 "#if: the host (the launcher's checks) and the device (the kernel's facts) may "
                 "see different parameters")
        << What << Kernel.getNameAsString();
    Report.note(R.getBegin(), "keep the kernel's parameters and their classes out of #if");
    return false;
  }
  return true;
}

} // namespace oxide::rewriter
