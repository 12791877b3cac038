//===- SourceRewrite.h - The plain CUDA C++ oxide-rewrite writes -*- C++ -*-===//
#ifndef OXIDE_REWRITER_SOURCEREWRITE_H
#define OXIDE_REWRITER_SOURCEREWRITE_H

#include "clang/AST/ASTContext.h"

#include <string>

namespace oxide::rewriter {

/// The main file as plain CUDA C++: every [[oxide::...]] attribute blanked
/// (newlines kept, so lines and columns still match the user's file), the
/// launch traits inserted after each kernel, and #line directives back to the
/// user's file. A file without oxide attributes comes back byte for byte.
std::string rewriteMainFile(clang::ASTContext &Ctx);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_SOURCEREWRITE_H
