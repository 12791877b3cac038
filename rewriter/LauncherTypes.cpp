//===- LauncherTypes.cpp - What a launcher header needs to name its types -===//

#include "LauncherTypes.h"
#include "LauncherEmitter.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace oxide::rewriter {
namespace {

/// `a::b` for a tag in named namespaces only (extern "C" blocks are
/// transparent); false for one nested in a class, a function or an
/// anonymous namespace, which no other file can declare.
bool enclosingNamespaces(const TagDecl &TD, std::string &Path) {
  for (const DeclContext *DC = TD.getDeclContext(); !DC->isTranslationUnit();
       DC = DC->getParent()) {
    if (isa<LinkageSpecDecl>(DC))
      continue;
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS || NS->isAnonymousNamespace())
      return false;
    Path = NS->getName().str() + (Path.empty() ? "" : "::" + Path);
  }
  return true;
}

bool inOxide(const TagDecl &TD) {
  for (const DeclContext *DC = TD.getDeclContext(); !DC->isTranslationUnit(); DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC);
        NS && NS->getName() == "oxide" && NS->getParent()->getRedeclContext()->isTranslationUnit())
      return true;
  return false;
}

/// `struct P;` or `enum class E : int;` for \p TD; empty when it has no
/// such declaration (a template specialization, an unnamed type, an enum
/// without a fixed underlying type).
std::string forwardDeclaration(const TagDecl &TD, const ASTContext &Ctx) {
  if (!TD.getIdentifier() || isa<ClassTemplateSpecializationDecl>(TD))
    return "";
  if (const auto *ED = dyn_cast<EnumDecl>(&TD))
    return ED->isFixed()
               ? std::string(ED->isScoped() ? "enum class " : "enum ") + ED->getName().str() +
                     " : " + spelledType(ED->getIntegerType(), Ctx) + ";"
               : "";
  if (const auto *RD = dyn_cast<CXXRecordDecl>(&TD); RD && RD->getDescribedClassTemplate())
    return "";
  return TD.getKindName().str() + " " + TD.getName().str() + ";";
}

class Collector {
public:
  Collector(const ASTContext &Ctx, LauncherTypes &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Out(Out) {}

  void type(QualType T) {
    T = T.getCanonicalType();
    while (true) {
      if (const auto *P = T->getAs<PointerType>())
        T = P->getPointeeType();
      else if (const auto *R = T->getAs<ReferenceType>())
        T = R->getPointeeType();
      else if (const ArrayType *A = T->getAsArrayTypeUnsafe())
        T = A->getElementType();
      else
        break;
      T = T.getCanonicalType();
    }
    if (const auto *F = T->getAs<FunctionProtoType>()) {
      type(F->getReturnType());
      for (QualType P : F->getParamTypes())
        type(P);
      return;
    }
    if (const TagDecl *TD = T->getAsTagDecl())
      tag(*TD);
  }

private:
  void tag(const TagDecl &TD) {
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(&TD))
      for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
        argument(A);
    if (inOxide(TD))
      return;
    const SourceLocation Loc = SM.getExpansionLoc(TD.getLocation());
    std::string Namespaces;
    const std::string Forward = forwardDeclaration(TD, Ctx);
    if (!SM.isInSystemHeader(Loc) && !Forward.empty() && enclosingNamespaces(TD, Namespaces)) {
      const std::string Line =
          Namespaces.empty() ? Forward : "namespace " + Namespaces + " { " + Forward + " }";
      if (!llvm::is_contained(Out.Declarations, Line))
        Out.Declarations.push_back(Line);
      return;
    }
    if (SM.isInMainFile(Loc)) {
      if (!Out.Undeclarable)
        Out.Undeclarable = &TD;
      return;
    }
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(Loc))) {
      llvm::SmallString<256> Path(F->getName());
      llvm::sys::fs::make_absolute(Path);
      llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
      // In the order first seen (not sorted: the header must not depend on
      // where the build tree is).
      const std::string Line = "#include \"" + std::string(Path) + "\"";
      if (!llvm::is_contained(Out.Includes, Line))
        Out.Includes.push_back(Line);
    }
  }

  void argument(const TemplateArgument &A) {
    if (A.getKind() == TemplateArgument::Type)
      type(A.getAsType());
    else if (A.getKind() == TemplateArgument::Pack)
      for (const TemplateArgument &P : A.pack_elements())
        argument(P);
  }

  const ASTContext &Ctx;
  const SourceManager &SM;
  LauncherTypes &Out;
};

} // namespace

void collectLauncherTypes(const FunctionDecl &FD, const ASTContext &Ctx, LauncherTypes &Out) {
  Collector C(Ctx, Out);
  for (const ParmVarDecl *P : FD.parameters())
    C.type(P->getType());
}

} // namespace oxide::rewriter
