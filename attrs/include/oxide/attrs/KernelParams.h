//===- KernelParams.h - Classify an oxide kernel's parameters ---*- C++ -*-===//
//
// The contract language, the launchers and the aliasing check all ask the
// same question of a kernel parameter: is it a slice (it has a .len()), an
// unsigned scalar (it may appear in `requires`), a signed scalar, or
// something else. This is the one place that answers it.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_ATTRS_KERNELPARAMS_H
#define OXIDE_ATTRS_KERNELPARAMS_H

#include "oxide/contract/ParamKind.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace oxide::attrs {

/// What a slice-like parameter is a slice of.
struct SliceLikeInfo {
  bool Disjoint = false;   ///< disjoint_slice or atomic_slice (an output) vs slice
  clang::QualType Element; ///< T, with its qualifiers
  clang::QualType Space;   ///< disjoint_slice's index space; null for slice
};

/// \p T is oxide::slice<T>, oxide::disjoint_slice<T, S> or
/// oxide::atomic_slice<T>, seen through
/// typedefs, aliases and top-level cv. A class of the same name in another
/// namespace is not slice-like.
std::optional<SliceLikeInfo> getSliceLike(clang::QualType T);

ParamKind classifyParamType(clang::QualType T);

/// A disjoint_slice whose index space keeps a row width bound on the host
/// (oxide::runtime_index2d, oxide::runtime_row_major_tiles<R, C>).
bool hasRuntimeWidth(const SliceLikeInfo &S);

/// A by-value, complete class type that is not a union and not slice-like:
/// its fields may appear in `requires` as `d.w`.
const clang::CXXRecordDecl *byValueStruct(clang::QualType T);

struct KernelParam {
  const clang::ParmVarDecl *Decl = nullptr;
  std::string Name;
  ParamKind Kind = ParamKind::Other;
  std::optional<SliceLikeInfo> Slice; ///< set iff Kind == SliceLike
};

llvm::SmallVector<KernelParam, 8> classifyKernelParams(const clang::FunctionDecl &FD);

} // namespace oxide::attrs

#endif // OXIDE_ATTRS_KERNELPARAMS_H
