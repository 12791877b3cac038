//===- LauncherTypes.h - What a launcher header needs to name its types -*- C++ -*-===//
//
// A generated --header is included by .cpp files that never see the .cu
// file, so every type its launchers' parameters name must be declared there
// too: a class is forward-declared in its namespace (a declaration of a
// function may take an incomplete type by value), an enum with a fixed
// underlying type gets an opaque declaration, and anything else (a class
// template's specialization, a nested class, an alias of an unnamed struct)
// is brought in by including the header that declares it. A type the .cu
// file itself declares and that cannot be declared elsewhere leaves its
// kernel without a host launcher, with a warning saying to move it.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_LAUNCHERTYPES_H
#define OXIDE_REWRITER_LAUNCHERTYPES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <string>
#include <vector>

namespace oxide::rewriter {

struct LauncherTypes {
  std::vector<std::string> Includes;     ///< `#include "/abs/path.h"` lines, first seen first
  std::vector<std::string> Declarations; ///< `namespace a { struct P; }` lines, in order
  /// The first type that can be neither declared nor included (declared in
  /// the .cu file itself); null when every type can be.
  const clang::NamedDecl *Undeclarable = nullptr;
};

/// Adds what the parameter types of \p FD need to \p Out. oxide's own types
/// are left out (the generated header includes oxide), and a system header's
/// types are included, never declared (declaring into `std` is undefined).
void collectLauncherTypes(const clang::FunctionDecl &FD, const clang::ASTContext &Ctx,
                          LauncherTypes &Out);

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_LAUNCHERTYPES_H
