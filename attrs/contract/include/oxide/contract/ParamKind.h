//===- ParamKind.h - The classes of kernel parameters -----------*- C++ -*-===//
//
// Standard C++ only: shared by the clang-side classifier (attrs/KernelParams.h)
// and the pure contract language (Contract.h).
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_CONTRACT_PARAMKIND_H
#define OXIDE_CONTRACT_PARAMKIND_H

#include <string_view>

namespace oxide::attrs {

enum class ParamKind {
  SliceLike,      ///< oxide::slice<T> or oxide::disjoint_slice<T, S>
  UnsignedScalar, ///< a builtin unsigned integer (not bool, not plain char)
  SignedScalar,   ///< a builtin signed integer
  Other,          ///< floats, pointers, other classes, dependent types
};

constexpr std::string_view kindName(ParamKind K) {
  switch (K) {
  case ParamKind::SliceLike:
    return "slice-like";
  case ParamKind::UnsignedScalar:
    return "unsigned scalar";
  case ParamKind::SignedScalar:
    return "signed scalar";
  case ParamKind::Other:
    break;
  }
  return "other";
}

} // namespace oxide::attrs

#endif // OXIDE_CONTRACT_PARAMKIND_H
