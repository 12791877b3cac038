//===- SafetyCommentCheck.cpp - An unsafe block says why it is sound -------===//
//
// An [[oxide::unsafe]] block is where the author takes over a proof from the
// compiler. The proof is the `// SAFETY:` comment right before the block (a
// `//` comment block or a `/* */` comment, with nothing but whitespace
// between it and the `[[`), or right before the `if`, `for` or `while`
// whose body the block is. Without one the block is allowed, with a warning.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "UserCodeVisitor.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/CharInfo.h"

using namespace clang;
namespace attrs = oxide::attrs;

namespace oxide::plugin {
namespace {

/// The comment text that ends right before offset \p End of \p Text (only
/// whitespace in between): a `/* */` comment, or the run of `//` lines.
std::string commentBefore(llvm::StringRef Text, size_t End) {
  while (End > 0 && isWhitespace(Text[End - 1]))
    --End;
  llvm::StringRef Head = Text.take_front(End);
  if (Head.ends_with("*/")) {
    size_t Open = Head.rfind("/*");
    return Open == llvm::StringRef::npos ? "" : Head.substr(Open).str();
  }
  std::string Comment;
  while (!Head.empty()) {
    size_t LineStart = Head.rfind('\n');
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    llvm::StringRef Line = Head.substr(LineStart);
    size_t Slashes = Line.find("//");
    if (Slashes == llvm::StringRef::npos)
      break;
    Comment = Line.substr(Slashes).str() + "\n" + Comment;
    // A `//` line after code ends the run; a comment-only line continues it.
    if (!Line.take_front(Slashes).trim().empty() || LineStart == 0)
      break;
    Head = Head.take_front(LineStart - 1);
  }
  return Comment;
}

class UnsafeBlockFinder : public UserCodeVisitor<UnsafeBlockFinder> {
public:
  UnsafeBlockFinder(ASTContext &Ctx, Reporter &R, const TrustedCode &T)
      : UserCodeVisitor(Ctx, T), R(R) {}

  bool VisitAttributedStmt(AttributedStmt *S) {
    if (!attrs::isUnsafeBlock(*S))
      return true;
    // A block written by a macro has its comment at the macro, not here.
    SourceLocation Loc = S->getBeginLoc();
    if (Loc.isInvalid() || Loc.isMacroID() || !R.firstTime(Loc, "safety-comment"))
      return true;
    const SourceManager &SM = Ctx.getSourceManager();
    auto [File, Offset] = SM.getDecomposedLoc(Loc);
    llvm::StringRef Text = SM.getBufferData(File);
    // Loc is the `[[` for a lone [[oxide::unsafe]]; step back to it otherwise.
    size_t Open = Text.take_front(Offset + 2).rfind("[[");
    if (Open == llvm::StringRef::npos)
      return true;
    if (llvm::StringRef(commentBefore(Text, Open)).contains("SAFETY:") || commentedAbove(*S))
      return true;
    R.warning(Check::SafetyComment, Loc,
              "[[oxide::unsafe]] block without a '// SAFETY:' comment right before it; "
              "write down why each unsafe call's contract holds here");
    return true;
  }

private:
  /// `// SAFETY: ...` above `if (c) [[oxide::unsafe]] { ... }` (or a loop
  /// whose body is the block) covers the block: the comment is before the
  /// statement that holds it.
  bool commentedAbove(const AttributedStmt &Block) {
    const Stmt *Cur = &Block;
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*Cur);
      const Stmt *P = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
      if (!P || !isBodyOf(*P, *Cur))
        return false;
      const SourceLocation Loc = P->getBeginLoc();
      if (Loc.isInvalid() || Loc.isMacroID())
        return false;
      auto [File, Offset] = Ctx.getSourceManager().getDecomposedLoc(Loc);
      if (llvm::StringRef(commentBefore(Ctx.getSourceManager().getBufferData(File), Offset))
              .contains("SAFETY:"))
        return true;
      Cur = P;
    }
  }

  static bool isBodyOf(const Stmt &P, const Stmt &S) {
    if (const auto *If = dyn_cast<IfStmt>(&P))
      return If->getThen() == &S || If->getElse() == &S;
    if (const auto *F = dyn_cast<ForStmt>(&P))
      return F->getBody() == &S;
    if (const auto *F = dyn_cast<CXXForRangeStmt>(&P))
      return F->getBody() == &S;
    if (const auto *W = dyn_cast<WhileStmt>(&P))
      return W->getBody() == &S;
    if (const auto *D = dyn_cast<DoStmt>(&P))
      return D->getBody() == &S;
    return false;
  }

  Reporter &R;
};

} // namespace

void checkSafetyComments(ASTContext &Ctx, Reporter &R, const TrustedCode &T) {
  UnsafeBlockFinder(Ctx, R, T).run();
}

} // namespace oxide::plugin
