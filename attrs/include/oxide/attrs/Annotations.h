//===- Annotations.h - How oxide attributes live on the AST -----*- C++ -*-===//
//
// The attribute handlers lower every oxide attribute to an AnnotateAttr with
// a fixed name. Everything downstream (checks, rewriter) reads them back
// through these helpers, never by matching spellings again.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_ATTRS_ANNOTATIONS_H
#define OXIDE_ATTRS_ANNOTATIONS_H

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class CXXRecordDecl;
} // namespace clang

namespace oxide::attrs {

/// The one scope every oxide attribute is spelled with.
inline constexpr llvm::StringLiteral Scope = "oxide";

/// Attribute names, as written after `oxide::`.
inline constexpr llvm::StringLiteral KernelName = "kernel";
inline constexpr llvm::StringLiteral LaunchContractName = "launch_contract";
inline constexpr llvm::StringLiteral UncheckedIndexingName = "unchecked_indexing";
inline constexpr llvm::StringLiteral UnsafeName = "unsafe";

/// AnnotateAttr names the handlers attach.
inline constexpr llvm::StringLiteral KernelAnnotation = "oxide.kernel";
inline constexpr llvm::StringLiteral RawKernelAnnotation = "oxide.kernel.raw";
inline constexpr llvm::StringLiteral LaunchContractAnnotation = "oxide.launch_contract";
inline constexpr llvm::StringLiteral UncheckedIndexingAnnotation = "oxide.unchecked_indexing";
inline constexpr llvm::StringLiteral UnsafeAnnotation = "oxide.unsafe";

/// Marks device_lib puts on its own declarations (config.cuh's OXIDE_MARK).
inline constexpr llvm::StringLiteral UnsafeApiAnnotation = "oxide.unsafe_api";
inline constexpr llvm::StringLiteral WitnessAnnotation = "oxide.witness";
inline constexpr llvm::StringLiteral SharedArrayAnnotation = "oxide.shared_array";
/// oxide::block_shared: safe to use from every thread when declared __shared__.
inline constexpr llvm::StringLiteral BlockSharedAnnotation = "oxide.block_shared";
/// A generic holder (oxide::maybe<V>): a witness when what it holds is one.
inline constexpr llvm::StringLiteral CarrierAnnotation = "oxide.carrier";

/// Collectives (config.cuh's OXIDE_BLOCK_COLLECTIVE and friends), and
/// oxide::uniform<T>.
inline constexpr llvm::StringLiteral BlockCollectiveAnnotation = "oxide.collective.block";
inline constexpr llvm::StringLiteral WarpCollectiveAnnotation = "oxide.collective.warp";
inline constexpr llvm::StringLiteral UniformArgAnnotation = "oxide.uniform_arg";
/// A collective whose result is the same in every thread it names.
inline constexpr llvm::StringLiteral UniformResultAnnotation = "oxide.uniform_result";
inline constexpr llvm::StringLiteral UniformAnnotation = "oxide.uniform";

/// The first annotation called \p Name on \p D, or null.
const clang::AnnotateAttr *findAnnotation(const clang::Decl &D, llvm::StringRef Name);

/// True for `[[oxide::kernel]]` and `[[oxide::kernel(raw)]]`.
bool isOxideKernel(const clang::Decl &D);
/// True for `[[oxide::kernel(raw)]]` only.
bool isRawKernel(const clang::Decl &D);
bool hasLaunchContract(const clang::Decl &D);
bool hasUncheckedIndexing(const clang::Decl &D);

/// True for a function marked OXIDE_UNSAFE_FN, looked up on every
/// redeclaration and on the template it was instantiated from.
bool isUnsafeApi(const clang::FunctionDecl &FD);
/// True when \p FD carries the function mark \p Name, looked up as
/// isUnsafeApi looks.
bool hasFunctionMark(const clang::FunctionDecl &FD, llvm::StringRef Name);
/// True when parameter \p Index of \p FD (or of the template it was
/// instantiated from) carries the mark \p Name.
bool hasParamMark(const clang::FunctionDecl &FD, unsigned Index, llvm::StringRef Name);
/// True for an `[[oxide::unsafe]] { ... }` statement.
bool isUnsafeBlock(const clang::AttributedStmt &S);
/// The record \p T names (through arrays) when it, or the template it was
/// instantiated from, carries annotation \p Name; else null.
const clang::CXXRecordDecl *markedRecord(clang::QualType T, llvm::StringRef Name);
bool isMarkedRecord(const clang::CXXRecordDecl &RD, llvm::StringRef Name);
/// The witness record \p T is or carries (through arrays and oxide::maybe),
/// or null.
const clang::CXXRecordDecl *witnessRecord(clang::QualType T);

/// The string literals of a kernel's `[[oxide::launch_contract(...)]]`, in
/// order, with their source locations intact (for getLocationOfByte).
llvm::SmallVector<const clang::StringLiteral *, 2> getLaunchContractStrings(const clang::Decl &D);

} // namespace oxide::attrs

#endif // OXIDE_ATTRS_ANNOTATIONS_H
