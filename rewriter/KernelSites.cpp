//===- KernelSites.cpp - Which kernels get a launcher, and where ----------===//

#include "KernelSites.h"
#include "UserTraversalScope.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::rewriter {
namespace {

/// Just past the first `;` token at or after \p Loc.
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

/// Just past a declaration in the main file: its body's `}` or its `;`.
SourceLocation afterDeclaration(const FunctionDecl &D, const SourceManager &SM,
                                const LangOptions &LO) {
  const SourceLocation End = SM.getExpansionLoc(D.getEndLoc());
  if (D.doesThisDeclarationHaveABody())
    return Lexer::getLocForEndOfToken(End, 0, SM, LO);
  return Lexer::findLocationAfterToken(End, tok::semi, SM, LO, false);
}

/// The start of the line after the `#include` through which the main file
/// reaches \p L's file; invalid when none does (a command-line -include).
SourceLocation afterInclude(SourceLocation L, const SourceManager &SM) {
  for (FileID F = SM.getFileID(SM.getExpansionLoc(L)); F.isValid();) {
    const SourceLocation Inc = SM.getIncludeLoc(F);
    if (Inc.isInvalid())
      return {};
    if (!SM.isInMainFile(Inc)) {
      F = SM.getFileID(Inc);
      continue;
    }
    const llvm::StringRef Text = SM.getBufferData(SM.getMainFileID());
    const size_t Eol = Text.find('\n', SM.getFileOffset(Inc));
    return SM.getLocForStartOfFile(SM.getMainFileID())
        .getLocWithOffset(Eol == llvm::StringRef::npos ? Text.size() : Eol + 1);
  }
  return {};
}

/// The main file's namespaces (and braced linkage specifications) open at
/// \p At, outermost first, as the text that reopens each.
void openScopes(const DeclContext &DC, SourceLocation At, const SourceManager &SM,
                std::vector<std::string> &Opens) {
  for (const Decl *D : DC.decls()) {
    const auto *NS = dyn_cast<NamespaceDecl>(D);
    const auto *LS = dyn_cast<LinkageSpecDecl>(D);
    if ((!NS && !(LS && LS->hasBraces())) || D->getBeginLoc().isInvalid())
      continue;
    const SourceLocation B = SM.getExpansionLoc(D->getBeginLoc()),
                         E = SM.getExpansionLoc(D->getEndLoc());
    if (!SM.isBeforeInTranslationUnit(B, At) || SM.isBeforeInTranslationUnit(E, At))
      continue;
    if (NS)
      Opens.push_back(std::string(NS->isInline() ? "inline " : "") + "namespace " +
                      (NS->isAnonymousNamespace() ? std::string() : NS->getName().str() + " ") +
                      "{ ");
    else
      Opens.push_back(LS->getLanguage() == LinkageSpecLanguageIDs::C ? "extern \"C\" { "
                                                                     : "extern \"C++\" { ");
    openScopes(*cast<DeclContext>(D), At, SM, Opens);
    return;
  }
}

KernelSite siteAt(const FunctionDecl &Kernel, SourceLocation At, const ASTContext &Ctx) {
  KernelSite S;
  S.Kernel = &Kernel;
  S.At = At;
  if (At.isInvalid())
    return S;
  std::vector<std::string> Opens;
  openScopes(*Ctx.getTranslationUnitDecl(), At, Ctx.getSourceManager(), Opens);
  for (const std::string &O : Opens) {
    S.Close += "} ";
    S.Reopen += O;
  }
  return S;
}

/// After \p D when it is in the main file, else after the `#include` of its
/// header; invalid inside a function or class (no specialization goes there).
SourceLocation anchorAfter(const FunctionDecl &D, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  if (!D.getLexicalDeclContext()->getRedeclContext()->isFileContext())
    return {};
  if (SM.isInMainFile(SM.getExpansionLoc(D.getLocation())))
    return afterDeclaration(D, SM, Ctx.getLangOpts());
  return afterInclude(D.getLocation(), SM);
}

class KernelFinder : public RecursiveASTVisitor<KernelFinder> {
public:
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isFirstDecl() && !FD->getDescribedFunctionTemplate() &&
        !FD->isTemplateInstantiation() && attrs::isOxideKernel(*FD->getMostRecentDecl()))
      Kernels.push_back(FD);
    return true;
  }
  std::vector<const FunctionDecl *> Kernels;
};

} // namespace

std::vector<KernelSite> findKernelSites(const ASTContext &Ctx) {
  KernelFinder F;
  oxide::plugin::traverseScope(F, Ctx);
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<KernelSite> Sites;
  for (const FunctionDecl *First : F.Kernels) {
    // The earliest declaration in the translation unit: a launch can follow
    // any of them.
    const FunctionDecl *Earliest = First;
    for (const FunctionDecl *R : First->redecls())
      if (SM.isBeforeInTranslationUnit(SM.getExpansionLoc(R->getLocation()),
                                       SM.getExpansionLoc(Earliest->getLocation())))
        Earliest = R;
    const FunctionDecl *Kernel = First->getDefinition() ?: First->getMostRecentDecl();
    Sites.push_back(siteAt(*Kernel, anchorAfter(*Earliest, Ctx), Ctx));
  }
  return Sites;
}

KernelSite instantiationSite(const FunctionDecl &Spec, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation Point = SM.getExpansionLoc(Spec.getPointOfInstantiation());
  const SourceLocation At = SM.isInMainFile(Point)
                                ? afterNextSemicolon(Point, SM, Ctx.getLangOpts())
                                : afterInclude(Point, SM);
  return siteAt(Spec, At, Ctx);
}

} // namespace oxide::rewriter
