//===- Contract.h - The launch-contract language ----------------*- C++ -*-===//
//
// [[oxide::launch_contract("domain = 2, block = (16, 16, 1)",
//                          "requires = (k >= 1, a.len() >= m * k)")]]
//
// Standard C++ only, with no clang dependency: the plugin, oxide-rewrite, the
// unit tests and the fuzzer all call the same two functions.
//
//   parseContract()        the strings -> a LaunchContract, or diagnostics
//   validateAgainstKernel() the `requires` operands and the geometry against
//                          the kernel's parameters and __launch_bounds__
//
// Every diagnostic carries a Span (which string, which bytes of it), so the
// caller can point at the exact column inside the literal.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_ATTRS_CONTRACT_H
#define OXIDE_ATTRS_CONTRACT_H

#include "oxide/contract/ParamKind.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oxide::contract {

/// Bytes [Begin, End) of contract string number Piece.
struct Span {
  unsigned Piece = 0;
  unsigned Begin = 0;
  unsigned End = 0;
};

/// Replace the bytes of Where with Replacement (an insertion when empty).
struct FixIt {
  Span Where;
  std::string Replacement;
};

struct Diagnostic {
  Span Where;
  std::string Message;
  std::optional<FixIt> Fix;
  /// A second location that explains the first ("first given here").
  std::optional<std::pair<Span, std::string>> Note;
};

/// What a validated leaf of a `requires` operand reads. The validator sets
/// it; the emitters read only this, never the spelling, so a parameter named
/// like a launch quantity cannot change what is read.
enum class Operand {
  None,          ///< not a leaf, or not validated
  Literal,       ///< 42
  Scalar,        ///< n: an unsigned integer parameter
  SignedScalar,  ///< n: a signed integer parameter (refused at launch when negative)
  Len,           ///< p.len(): a slice-like parameter's length
  Width,         ///< out.width(): an output's host-bound row width
  Field,         ///< d.w: an unsigned integer field of a by-value struct parameter
  SignedField,   ///< d.w: a signed one
  Grid,          ///< grid.x, grid.y, grid.z: Axis says which
  Block,         ///< block.x, block.y, block.z
  Threads,       ///< threads: the product of the grid and the block
  DynamicShared, ///< dynamic_shared: the launch's dynamic shared memory in bytes
};

/// A `requires` operand. After validation only Integer, Param, Method
/// (`len`, `width`), Member (a field or a launch axis), Paren and Binary with
/// + - * % remain, and every leaf has its Operand.
struct Expr {
  enum class Kind {
    Integer, ///< 42
    Float,   ///< 1.5 (always rejected)
    Param,   ///< n
    Path,    ///< a::b (always rejected)
    Method,  ///< recv.name(args)
    Member,  ///< recv.name (always rejected)
    Call,    ///< f(args) (always rejected)
    Cast,    ///< static_cast<T>(x), (T)x (always rejected)
    Unary,   ///< -x, !x (always rejected)
    Paren,   ///< (x)
    Binary,  ///< x op y
  };
  Kind K = Kind::Integer;
  Span Where;                ///< the whole expression
  Span OpWhere;              ///< Binary/Unary: the operator; Method: `.name(...)`
  std::string Text;          ///< Param/Method/Call: the name; Binary/Unary: the operator
  uint64_t Value = 0;        ///< Integer
  bool Overflow = false;     ///< Integer: the literal does not fit in u64
  unsigned NumArgs = 0;      ///< Method/Call
  std::unique_ptr<Expr> LHS; ///< Binary: left; Unary/Paren/Method/Member: operand or receiver
  std::unique_ptr<Expr> RHS; ///< Binary: right
  std::vector<std::unique_ptr<Expr>> Args; ///< Call: the arguments
  Operand Role = Operand::None;            ///< a validated leaf: what it reads
  unsigned Axis = 0;                       ///< Grid/Block: 0 = x, 1 = y, 2 = z
};

/// True for the leaves that name a value (all but Literal and None).
bool isNamedOperand(Operand O);

enum class Comparison { GE, GT, LE, LT, EQ, NE };

std::string_view spelling(Comparison C);

/// One comparison of two operands.
struct Alternative {
  const Expr *LHS = nullptr;
  const Expr *RHS = nullptr;
  Comparison Op = Comparison::GE;
  std::string Text; ///< canonical rendering, e.g. "bias.len() == 0"
};

/// One `requires` relation: exactly one comparison of two operands, several
/// joined by `||` (it holds when one of them does), or an alignment fact
/// `aligned(p, N)`.
struct Relation {
  std::unique_ptr<Expr> Whole; ///< as parsed; LHS/RHS point into it after validation
  const Expr *LHS = nullptr;   ///< a single comparison; null for `||` and aligned
  const Expr *RHS = nullptr;
  Comparison Op = Comparison::GE;
  std::vector<Alternative> Either; ///< `a || b`: two or more, in order; else empty
  std::string AlignedParam;        ///< aligned(p, N): p (empty for a comparison)
  uint64_t Alignment = 0;          ///< aligned(p, N): N, a power of two
  Span Where;
  std::string Text; ///< canonical rendering, e.g. "a.len() >= m * k"
};

struct Dim3 {
  uint64_t X = 1, Y = 1, Z = 1;
  Span Where;
};

struct LaunchContract {
  unsigned Domain = 0; ///< 1, 2 or 3 once valid
  Span DomainWhere;
  std::optional<Dim3> Block;
  bool U32Coordinates = false;
  std::optional<uint64_t> DynamicShared;
  std::optional<std::pair<uint64_t, uint64_t>> DynamicSharedRange;
  std::optional<uint64_t> DynamicSharedAlignment;
  std::optional<std::pair<unsigned, unsigned>> MinComputeCapability;
  std::vector<Relation> Requires;
  Span Where; ///< the first string, for contract-wide diagnostics
  /// parseContract found nothing wrong. The geometry checks against the
  /// kernel run only then: after a syntax error they would guess.
  bool ParsedCleanly = false;
};

struct ParseResult {
  LaunchContract Contract;
  std::vector<Diagnostic> Diags;
  bool ok() const { return Diags.empty(); }
};

/// Parses the strings of one [[oxide::launch_contract]], in order. Checks
/// everything that needs no knowledge of the kernel: syntax, keys, values,
/// the domain, block shape, shared-memory settings, and the shape of each
/// `requires` relation (operands are checked by validateAgainstKernel).
ParseResult parseContract(const std::vector<std::string_view> &Pieces);

/// A data member of a by-value struct parameter, as `requires` may read it.
struct ParamField {
  std::string Name;
  attrs::ParamKind Kind = attrs::ParamKind::Other; ///< scalars only; Other for the rest
  bool Public = true; ///< generated code outside the struct can read it
};

struct KernelParam {
  std::string Name;
  attrs::ParamKind Kind = attrs::ParamKind::Other;
  bool RuntimeWidth = false;      ///< a disjoint_slice whose row width is bound on the host
  bool Struct = false;            ///< a by-value class (not a union): its fields are operands
  std::vector<ParamField> Fields; ///< Struct: its direct data members, in order
  /// Struct: its layout differs between host and device (it holds a long
  /// double, 16 bytes on x86-64 hosts and 8 on the device), so the launcher
  /// and the kernel would read a field at different offsets.
  bool LayoutDiffers = false;
};

struct KernelInfo {
  std::vector<KernelParam> Params;
  std::optional<uint64_t> MaxThreads; ///< __launch_bounds__(max), when given
};

/// The checks that need the kernel. Appends to Diags; on success every
/// relation's LHS/RHS are set and only hold valid operands. Safe to call
/// after a failed parse: it checks what did parse.
void validateAgainstKernel(LaunchContract &C, const KernelInfo &K, std::vector<Diagnostic> &Diags);

/// `n`, `input.len()`, ... in parameter order, backquoted and comma-separated.
std::string availableOperands(const KernelInfo &K);

/// The whole contract in canonical form, one string that parses back to the
/// same contract: "domain = 2, block = (16, 16, 1), requires = (k >= 1)".
std::string describe(const LaunchContract &C);

/// The canonical text of an operand: binary operators space-separated,
/// parentheses kept, as the launch errors print it.
std::string render(const Expr &E);

} // namespace oxide::contract

#endif // OXIDE_ATTRS_CONTRACT_H
