//===- LauncherEmitter.cpp - oxide::kernel_traits for a kernel ------------===//

#include "LauncherEmitter.h"

#include "oxide/attrs/Annotations.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <functional>
#include <map>

using namespace clang;
namespace attrs = oxide::attrs;
using oxide::plugin::KernelPlan;
namespace contract = oxide::contract;

namespace oxide::rewriter {
namespace {

std::string cString(llvm::StringRef S) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << '"';
  OS.write_escaped(S);
  OS << '"';
  return Out;
}

/// Spelled in full: a kernel parameter may be named `d` (or `detail`).
const std::string Detail = "::oxide::detail::";

/// A named leaf's value on the host, in check_requires, where \p Cfg is the
/// launch_config and the parameters have their own names.
std::string hostLeaf(const contract::Expr &E, const std::string &Cfg) {
  using O = contract::Operand;
  static const char *const Axis[] = {"x", "y", "z"};
  switch (E.Role) {
  case O::Scalar:
  case O::SignedScalar:
    return E.Text;
  case O::Len:
    return E.LHS->Text + ".len()";
  case O::Width:
    return E.LHS->Text + ".row_width()";
  case O::Field:
  case O::SignedField:
    return E.LHS->Text + "." + E.Text;
  case O::Grid:
    return Cfg + ".grid." + Axis[E.Axis];
  case O::Block:
    return Cfg + ".block." + Axis[E.Axis];
  case O::DynamicShared:
    return Cfg + ".dynamic_shared";
  default:
    return "0"; // Threads is computed; Literal and None are not leaves
  }
}

/// A `requires` operand as checked u64 arithmetic (oxide/contract_spec.cuh):
/// every named leaf through detail::value, so a negative signed one is
/// caught by name and an error can print each leaf's value.
std::string operand(const contract::Expr &E, const std::string &Cfg) {
  using K = contract::Expr::Kind;
  if (E.Role == contract::Operand::Literal)
    return Detail + "lit(" + std::to_string(E.Value) + "ull)";
  if (E.Role == contract::Operand::Threads)
    return Detail + "threads(" + Cfg + ")";
  if (contract::isNamedOperand(E.Role))
    return Detail + "value(" + cString(contract::render(E)) + ", " + hostLeaf(E, Cfg) + ")";
  if (E.K == K::Paren)
    return operand(*E.LHS, Cfg);
  if (E.K == K::Binary) {
    const char *Fn = E.Text == "+" ? "add" : E.Text == "-" ? "sub" : E.Text == "%" ? "mod" : "mul";
    return Detail + Fn + "(" + operand(*E.LHS, Cfg) + ", " + operand(*E.RHS, Cfg) + ")";
  }
  return Detail + "lit(0)"; // unreachable after validation
}

/// The named leaves of \p E, each once, in the order they are written.
void namedLeaves(const contract::Expr &E, std::vector<const contract::Expr *> &Out) {
  if (contract::isNamedOperand(E.Role)) {
    const std::string Text = contract::render(E);
    if (llvm::none_of(Out, [&](const contract::Expr *L) { return contract::render(*L) == Text; }))
      Out.push_back(&E);
    return;
  }
  if (E.LHS && (E.K == contract::Expr::Kind::Paren || E.K == contract::Expr::Kind::Binary))
    namedLeaves(*E.LHS, Out);
  if (E.RHS && E.K == contract::Expr::Kind::Binary)
    namedLeaves(*E.RHS, Out);
}

/// One side for detail::check_relation: its value, and its leaves for the
/// error text unless it is one leaf (or none).
std::string side(const contract::Expr &E, const std::string &Cfg) {
  const contract::Expr *Bare = &E;
  while (Bare->K == contract::Expr::Kind::Paren)
    Bare = Bare->LHS.get();
  std::vector<const contract::Expr *> Leaves;
  if (!contract::isNamedOperand(Bare->Role))
    namedLeaves(E, Leaves);
  std::string Out = Detail + "side{" + operand(E, Cfg);
  if (!Leaves.empty()) {
    Out += ", {";
    for (size_t I = 0; I < Leaves.size(); ++I)
      Out += (I ? ", " : "") + operand(*Leaves[I], Cfg);
    Out += "}";
  }
  return Out + "}";
}

/// A `requires` operand as plain u64 C++ for the device. The checked launcher
/// proved on the host that no step overflows and no operand is negative, so
/// this computes the same value. The launch is read through qualified
/// functions (config.cuh): a parameter may be named `gridDim`.
std::string deviceOperand(const contract::Expr &E) {
  using O = contract::Operand;
  const std::string U64 = "static_cast<unsigned long long>(";
  static const char *const Axis[] = {"x", "y", "z"};
  const std::string Grid = Detail + "launch_grid().", Block = Detail + "launch_block().";
  switch (E.Role) {
  case O::Literal:
    return std::to_string(E.Value) + "ull";
  case O::Grid:
    return U64 + Grid + Axis[E.Axis] + ")";
  case O::Block:
    return U64 + Block + Axis[E.Axis] + ")";
  case O::Threads:
    return "(" + U64 + Grid + "x) * " + Grid + "y * " + Grid + "z * " + Block + "x * " + Block +
           "y * " + Block + "z)";
  case O::DynamicShared:
    return Detail + "dynamic_shared_bytes()";
  case O::None:
    break;
  default:
    return U64 + hostLeaf(E, "") + ")";
  }
  if (E.K == contract::Expr::Kind::Paren)
    return "(" + deviceOperand(*E.LHS) + ")";
  if (E.K == contract::Expr::Kind::Binary)
    return "(" + deviceOperand(*E.LHS) + " " + E.Text + " " + deviceOperand(*E.RHS) + ")";
  return "0ull";
}

const char *relationOp(contract::Comparison C) {
  switch (C) {
  case contract::Comparison::GE:
    return "ge";
  case contract::Comparison::GT:
    return "gt";
  case contract::Comparison::LE:
    return "le";
  case contract::Comparison::LT:
    return "lt";
  case contract::Comparison::EQ:
    return "eq";
  case contract::Comparison::NE:
    return "ne";
  }
  return "ge";
}

} // namespace

/// `ns::k`, or `ns::k<float>` for an instantiation of a kernel template.
std::string kernelPath(const FunctionDecl &FD, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy P(Ctx.getLangOpts());
  P.FullyQualifiedName = true;
  P.SuppressScope = false;
  P.SuppressTagKeyword = true;
  // An anonymous namespace's members are named from the enclosing scope.
  P.SuppressUnwrittenScope = true;
  FD.getNameForDiagnostic(OS, P, /*Qualified=*/true);
  return S;
}

bool isOverloaded(const FunctionDecl &FD) {
  if (!FD.getDeclName().isIdentifier())
    return false;
  llvm::SmallPtrSet<const Decl *, 4> Entities;
  for (const NamedDecl *ND : FD.getDeclContext()->getRedeclContext()->lookup(FD.getDeclName()))
    Entities.insert(ND->getUnderlyingDecl()->getCanonicalDecl());
  return Entities.size() > 1;
}

namespace {
/// `::oxide::overload<void (float *), &::k>`: the parameter's type picks the
/// overload (launch.cuh says why there is no cast).
std::string overloadKey(const FunctionDecl &FD, const ASTContext &Ctx) {
  return "::oxide::overload<" + spelledType(FD.getType(), Ctx) + ", &::" + kernelPath(FD, Ctx) +
         ">";
}
} // namespace

std::string kernelRef(const FunctionDecl &FD, const ASTContext &Ctx) {
  if (!isOverloaded(FD))
    return "&::" + kernelPath(FD, Ctx);
  return overloadKey(FD, Ctx) + "{}";
}

std::string kernelFunction(const FunctionDecl &FD, const ASTContext &Ctx) {
  if (!isOverloaded(FD))
    return "&::" + kernelPath(FD, Ctx);
  return overloadKey(FD, Ctx) + "::function";
}

namespace {
/// clang can take the cast: there `oxide::launch<static_cast<...>(&k)>`
/// finds the same traits as oxide::overload.
std::string emitCastAlias(const FunctionDecl &FD, const ASTContext &Ctx) {
  return "#if !defined(__NVCC__)\ntemplate <> struct "
         "oxide::kernel_traits<static_cast<std::add_pointer_t<" +
         spelledType(FD.getType(), Ctx) + ">>(&::" + kernelPath(FD, Ctx) +
         ")> : oxide::kernel_traits<" + overloadKey(FD, Ctx) + "{}> {};\n#endif\n";
}
} // namespace

std::string spelledType(QualType T, const ASTContext &Ctx) {
  PrintingPolicy P(Ctx.getLangOpts());
  P.FullyQualifiedName = true;
  P.SuppressScope = false;
  P.SuppressTagKeyword = true;
  P.SuppressUnwrittenScope = true;
  return T.getCanonicalType().getUnqualifiedType().getAsString(P);
}

std::vector<std::string> paramNames(const FunctionDecl &FD) {
  std::vector<std::string> Names;
  for (unsigned I = 0; I < FD.getNumParams(); ++I) {
    std::string N = FD.getParamDecl(I)->getName().str();
    // Unnamed, or a pack's later element (each has the pack's name): a new
    // name that no written one has.
    if (N.empty() || llvm::is_contained(Names, N)) {
      const std::string Base = (N.empty() ? "oxide_param" : N + "_") + std::to_string(I);
      N = Base;
      for (unsigned J = 0;
           llvm::any_of(FD.parameters(), [&](const ParmVarDecl *P) { return P->getName() == N; }) ||
           llvm::is_contained(Names, N);)
        N = Base + "_" + std::to_string(++J);
    }
    Names.push_back(N);
  }
  return Names;
}

std::string freshName(llvm::StringRef Base, const std::vector<std::string> &Taken) {
  std::string N = Base.str();
  auto clashes = [&] {
    return llvm::any_of(Taken,
                        [&](const std::string &T) { return llvm::StringRef(T).starts_with(N); });
  };
  while (clashes())
    N += "_";
  return N;
}

std::string emitContractAssumptions(const KernelPlan &P) {
  const contract::LaunchContract *C = P.validContract();
  if (!C)
    return "";
  // OXIDE_ASSUME's local gets a name no parameter has: a parameter of the
  // same name would be shadowed inside the local's own initializer.
  const std::string Fact = freshName("oxide_fact", paramNames(*P.Decl));
  std::string Out;
  for (const contract::Relation &R : C->Requires) {
    if (!R.Either.empty())
      continue; // one of several: no fact
    if (!R.AlignedParam.empty()) {
      Out += " OXIDE_ASSUME(" + Fact + ", reinterpret_cast<unsigned long long>(" + R.AlignedParam +
             ".data()) % " + std::to_string(R.Alignment) + "ull == 0);";
      continue;
    }
    Out += " OXIDE_ASSUME(" + Fact + ", " + deviceOperand(*R.LHS) + " " +
           std::string(contract::spelling(R.Op)) + " " + deviceOperand(*R.RHS) + ");";
  }
  return Out;
}

std::string emitLaunchShape(const KernelPlan &P, bool AtMostBlock) {
  // Where a SAFETY argument may rest on the shape (an [[oxide::unsafe]]
  // block: shared staging by threadIdx), a check that traps. Where the
  // shape only makes safe code fast, the shape as a fact, like `requires`:
  // a kernel that declares an oxide::block_shared, whose publish loops over
  // the cells a thread owns (with the block known, a block that covers its
  // tile keeps one cell a thread and the loops fold away: the tiled GEMM ran
  // at 88% of its raw twin with them, 100% without, H200, 2026-12-03), and
  // a kernel that calls a collective (with the block known, a warp
  // reduction is the full-warp butterfly alone, and a warp's column walk
  // steps by the constant 32, which ptxas unrolls: llm.c's layernorm ran at
  // 70% of the raw kernel with a runtime step). There a check would cost its
  // place in front of the first load: the transpose ran at 93.2% of its raw
  // twin with it and at 97.5% with the fact (H200, 2026-12-04). Other safe
  // code is safe under any shape (its witnesses are computed from the real
  // one, and fail closed) and gets neither: the shape cost the naive GEMM up
  // to 3% (the schedule changed; docs/launchers.md).
  const contract::LaunchContract *C = P.validContract();
  if (!C || C->Domain == 0 || (C->Domain >= 3 && !C->Block) ||
      !(P.HoldsUnsafeBlock || P.StagesBlockShared || P.CallsCollective))
    return "";
  const contract::Dim3 B = C->Block.value_or(contract::Dim3{0, 0, 0});
  const char *Macro = !P.HoldsUnsafeBlock       ? " OXIDE_LAUNCH_SHAPE_FACT("
                      : AtMostBlock && C->Block ? " OXIDE_LAUNCH_SHAPE_EXACT("
                                                : " OXIDE_LAUNCH_SHAPE(";
  return Macro + std::to_string(C->Domain) + ", " + std::to_string(B.X) + ", " +
         std::to_string(B.Y) + ", " + std::to_string(B.Z) + ");";
}

std::string emitDynamicSharedAlignment(const KernelPlan &P) {
  // Only code in an [[oxide::unsafe]] block can read dynamic shared memory,
  // so only there can anything rest on its alignment.
  const contract::LaunchContract *C = P.validContract();
  if (!C || C->DynamicSharedAlignment.value_or(1) <= 1 || !P.HoldsUnsafeBlock)
    return "";
  return " OXIDE_DYNAMIC_SHARED_ALIGNED(" + std::to_string(*C->DynamicSharedAlignment) + ");";
}

namespace {
/// A `requires` operand that can join an equality class: `p.len()` of a
/// slice-like parameter, or an integer scalar parameter; else empty. Keys
/// are `len:p` and `n:p`.
std::string equalityKey(const contract::Expr &E) {
  using O = contract::Operand;
  if (E.K == contract::Expr::Kind::Paren && E.LHS)
    return equalityKey(*E.LHS);
  if (E.Role == O::Len)
    return "len:" + E.LHS->Text;
  if (E.Role == O::Scalar || E.Role == O::SignedScalar)
    return "n:" + E.Text;
  return "";
}

/// A by-value, non-const parameter named \p Name: one the entry may assign.
bool assignableParam(const FunctionDecl &FD, llvm::StringRef Name) {
  for (const ParmVarDecl *P : FD.parameters())
    if (P->getName() == Name)
      return !P->getType().isConstQualified() && !P->getType()->isReferenceType();
  return false;
}

/// The classes of operands that `==` relations make equal, in first-seen
/// order (a small union-find over the keys).
std::vector<std::vector<std::string>> equalityClasses(const contract::LaunchContract &C) {
  std::map<std::string, std::string> Parent;
  std::vector<std::string> Order;
  std::function<std::string(const std::string &)> Find = [&](const std::string &X) {
    if (!Parent.count(X))
      Parent[X] = X, Order.push_back(X);
    return Parent[X] == X ? X : Parent[X] = Find(Parent[X]);
  };
  for (const contract::Relation &R : C.Requires) {
    if (R.Op != contract::Comparison::EQ || !R.AlignedParam.empty() || !R.LHS || !R.RHS)
      continue;
    const std::string A = equalityKey(*R.LHS), B = equalityKey(*R.RHS);
    if (A.empty() || B.empty())
      continue;
    const std::string RootA = Find(A), RootB = Find(B); // first seen, first listed
    Parent[RootA] = RootB;
  }
  std::map<std::string, std::vector<std::string>> ByRoot;
  std::vector<std::string> Roots;
  for (const std::string &X : Order) {
    const std::string Root = Find(X);
    if (!ByRoot.count(Root))
      Roots.push_back(Root);
    ByRoot[Root].push_back(X);
  }
  std::vector<std::vector<std::string>> Out;
  for (const std::string &Root : Roots)
    if (ByRoot[Root].size() > 1)
      Out.push_back(ByRoot[Root]);
  return Out;
}
} // namespace

namespace {
/// One equality class's block: its one value, read once into \p Var before
/// any parameter takes it (a scalar when the class has one, else the first
/// length), then OXIDE_SAME_LEN for each assignable slice of the class.
std::string sameLength(const FunctionDecl &FD, const std::vector<std::string> &Class,
                       const std::string &Var) {
  std::string Rep = Class.front();
  for (const std::string &K : Class)
    if (K.rfind("n:", 0) == 0) {
      Rep = K;
      break;
    }
  const std::string Value = Rep.rfind("n:", 0) == 0
                                ? "static_cast<::oxide::size_t>(" + Rep.substr(2) + ")"
                                : Rep.substr(4) + ".len()";
  std::string Body;
  for (const std::string &K : Class)
    if (K != Rep && K.rfind("len:", 0) == 0 && assignableParam(FD, K.substr(4)))
      Body += " OXIDE_SAME_LEN(" + K.substr(4) + ", " + Var + ");";
  return Body.empty() ? "" : " { const ::oxide::size_t " + Var + " = " + Value + ";" + Body + " }";
}
} // namespace

std::string emitSameLengths(const KernelPlan &P) {
  const contract::LaunchContract *C = P.validContract();
  if (!C)
    return "";
  // Fresh names: a parameter may be called `oxide_len0`, and a local of
  // that name initialized from "itself" would read uninitialized memory.
  const std::vector<std::string> Params = paramNames(*P.Decl);
  std::string Out;
  unsigned N = 0;
  for (const std::vector<std::string> &Class : equalityClasses(*C))
    Out += sameLength(*P.Decl, Class, freshName("oxide_len" + std::to_string(N++), Params));
  return Out;
}

namespace {

/// The generated code's protocol with <oxide/launch.cuh> (its comment lists
/// what oxide-rewrite emits), checked where each launcher starts: the
/// oxide-rewrite of one installation and the headers of another fail with
/// one error, not with whatever the first changed member breaks.
const std::string ProtocolCheck =
    "#if OXIDE_PROTOCOL_VERSION != " + std::to_string(GeneratedProtocolVersion) +
    " && !defined(OXIDE_PROTOCOL_REFUSED)\n"
    "#  define OXIDE_PROTOCOL_REFUSED\n"
    "#  error \"oxide: this launcher was written by an oxide-rewrite of generated-code protocol " +
    std::to_string(GeneratedProtocolVersion) +
    ", and <oxide/launch.cuh> is another oxide's; build with the oxide-rewrite and the headers "
    "of one installation\"\n"
    "#endif\n";

/// The kernel's contract_spec (oxide/contract_spec.cuh), member by member:
/// designated initializers, so a reordered or renamed member fails to
/// compile instead of landing in its neighbour.
std::string contractSpec(const KernelPlan &P) {
  const contract::KernelInfo &Kernel = P.Info;
  const uint64_t MaxThreads =
      Kernel.MaxThreads && *Kernel.MaxThreads != UINT64_MAX ? *Kernel.MaxThreads : 0;
  if (!P.validContract())
    return "{.max_threads = " + std::to_string(MaxThreads) + "ull}";
  const contract::LaunchContract &C = *P.validContract();
  uint64_t DynMin = 0, DynMax = 0;
  if (C.DynamicShared)
    DynMin = DynMax = *C.DynamicShared;
  else if (C.DynamicSharedRange)
    std::tie(DynMin, DynMax) = *C.DynamicSharedRange;
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "{.domain = " << C.Domain << ", .has_block = " << (C.Block ? "true" : "false")
     << ", .block = {" << (C.Block ? C.Block->X : 1) << ", " << (C.Block ? C.Block->Y : 1) << ", "
     << (C.Block ? C.Block->Z : 1) << "}, .max_threads = " << MaxThreads
     << "ull, .u32_coordinates = " << (C.U32Coordinates ? "true" : "false")
     << ", .has_dynamic_shared = " << (C.DynamicShared || C.DynamicSharedRange ? "true" : "false")
     << ", .dynamic_shared_min = " << DynMin << "ull, .dynamic_shared_max = " << DynMax
     << "ull, .dynamic_shared_alignment = " << C.DynamicSharedAlignment.value_or(1)
     << "ull, .min_cc_major = " << (C.MinComputeCapability ? C.MinComputeCapability->first : 0)
     << ", .min_cc_minor = " << (C.MinComputeCapability ? C.MinComputeCapability->second : 0)
     << "}";
  return S;
}

/// The names generated code uses: none that a parameter has (a kernel's
/// parameters may be called `grid`, `args`, `name` or `e`).
struct LauncherNames {
  explicit LauncherNames(const std::vector<std::string> &Params)
      : T(freshName("OxideArg", Params)), V(freshName("oxide_arg", Params)),
        E(freshName("oxide_error", Params)), G(freshName("oxide_grid", Params)),
        B(freshName("oxide_block", Params)), Sh(freshName("oxide_shared", Params)),
        St(freshName("oxide_stream", Params)), A(freshName("oxide_args", Params)),
        Cfg(freshName("oxide_launch", Params)) {}
  std::string T, V, E, G, B, Sh, St, A, Cfg;
};

/// The name in launch errors: `k`, or `k<float>` for an instantiation (the
/// path without its namespaces).
std::string errorName(const std::string &Path) {
  const size_t LastScope = Path.rfind("::", Path.find('<'));
  return LastScope == std::string::npos ? Path : Path.substr(LastScope + 2);
}

/// The members that describe the kernel: name, raw, contract, parameter names.
void emitDescription(const KernelPlan &P, const std::string &Name,
                     const std::vector<std::string> &Params, llvm::raw_ostream &OS) {
  OS << "  static constexpr const char *name = " << cString(Name) << ";\n";
  OS << "  static constexpr bool raw = " << (P.Raw ? "true" : "false") << ";\n";
  OS << "  static constexpr ::oxide::contract_spec contract = " << contractSpec(P) << ";\n";
  OS << "  static constexpr const char *param_names[] = {";
  for (const std::string &Param : Params)
    OS << cString(Param) << ", ";
  OS << "nullptr};\n";
}

/// The member functions' template heads and parameter lists. Explicit
/// template parameters, not `const auto &`: nvcc 13 stops with an internal
/// error (check_name_hiding_by_template_parameters) on a function of 10 or
/// more abbreviated-template parameters.
struct MemberParams {
  MemberParams(const std::vector<std::string> &Params, const LauncherNames &N) {
    for (size_t I = 0; I < Params.size(); ++I) {
      const std::string Ti = N.T + std::to_string(I);
      Template += (I ? ", class " : "template <class ") + Ti;
      Named += ", [[maybe_unused]] const " + Ti + " &" + Params[I];
      Fresh += ", const " + Ti + " &" + N.V + std::to_string(I);
    }
    if (!Template.empty())
      Template = "  " + Template + ">\n";
  }
  std::string Template, Named, Fresh;
};

/// One detail::comparison of a relation.
std::string comparisonArg(const std::string &Text, contract::Comparison Op,
                          const contract::Expr &LHS, const contract::Expr &RHS,
                          const std::string &Cfg) {
  return Detail + "comparison{" + cString(Text) + ", " + Detail + "relation_op::" + relationOp(Op) +
         ", " + side(LHS, Cfg) + ", " + side(RHS, Cfg) + "}";
}

/// One relation's check: aligned(p, N), or its comparisons (one, or the
/// sides of `||`).
void emitRelation(const contract::Relation &R, const std::string &Name, const LauncherNames &N,
                  llvm::raw_ostream &OS) {
  OS << "    if (auto " << N.E << " = " << Detail;
  if (!R.AlignedParam.empty()) {
    OS << "check_aligned(" << cString(Name) << ", " << cString(R.Text) << ", "
       << cString(R.AlignedParam) << ", reinterpret_cast<std::uintptr_t>(" << R.AlignedParam
       << ".data()), " << R.Alignment << "ull))\n";
  } else {
    OS << "check_relation(" << cString(Name) << ", " << cString(R.Text) << ", {";
    if (R.Either.empty())
      OS << comparisonArg(R.Text, R.Op, *R.LHS, *R.RHS, N.Cfg);
    for (size_t I = 0; I < R.Either.size(); ++I)
      OS << (I ? ", " : "")
         << comparisonArg(R.Either[I].Text, R.Either[I].Op, *R.Either[I].LHS, *R.Either[I].RHS,
                          N.Cfg);
    OS << "}))\n";
  }
  OS << "      return " << N.E << ";\n";
}

/// check_requires: each `requires` relation in checked u64 arithmetic, over
/// the launch's configuration and the parameters under their own names
/// (`requires` names them).
void emitCheckRequires(const KernelPlan &P, const std::string &Name, const LauncherNames &N,
                       const MemberParams &M, llvm::raw_ostream &OS) {
  OS << M.Template << "  static std::optional<::oxide::launch_error> check_requires("
     << "[[maybe_unused]] const ::oxide::launch_config &" << N.Cfg << M.Named << ") {\n";
  if (const contract::LaunchContract *C = P.validContract())
    for (const contract::Relation &R : C->Requires)
      emitRelation(R, Name, N, OS);
  OS << "    return std::nullopt;\n  }\n";
}

/// launch: cudaLaunchKernel rather than <<<>>>, so its status is this
/// launch's, with no cudaGetLastError after it (host enqueue time,
/// docs/performance.md). The arguments are the kernel's own parameter types
/// (launch.cuh converts them first), so the driver copies each by its
/// parameter's size.
void emitLaunch(const KernelPlan &P, const ASTContext &Ctx, size_t NumParams,
                const LauncherNames &N, const MemberParams &M, llvm::raw_ostream &OS) {
  std::string Args;
  for (size_t I = 0; I < NumParams; ++I)
    Args += (I ? ", " : "") + std::string("const_cast<void *>(static_cast<const void *>(&") + N.V +
            std::to_string(I) + "))";
  OS << M.Template << "  static cudaError_t launch(dim3 " << N.G << ", dim3 " << N.B
     << ", std::size_t " << N.Sh << ", cudaStream_t " << N.St << M.Fresh << ") {\n";
  if (NumParams == 0)
    OS << "    void **" << N.A << " = nullptr;\n";
  else
    OS << "    void *" << N.A << "[] = {" << Args << "};\n";
  OS << "    return cudaLaunchKernel(reinterpret_cast<const void *>("
     << kernelFunction(*P.Decl, Ctx) << "), " << N.G << ", " << N.B << ", " << N.A << ", " << N.Sh
     << ", " << N.St << ");\n  }\n};\n";
}

/// The link-time name of a kernel's contract: its device symbol, then a
/// hash of the contract's text and the parameters' names (what `requires`
/// reads). Two files that declare one kernel with different contracts get
/// different names.
std::string contractTokenName(const KernelPlan &P, const ASTContext &Ctx) {
  const FunctionDecl &FD = *P.Decl;
  std::string Mangled;
  llvm::raw_string_ostream MS(Mangled);
  // createMangleContext is not const, but only reads the context.
  std::unique_ptr<MangleContext> Mangler(const_cast<ASTContext &>(Ctx).createMangleContext());
  Mangler->mangleName(GlobalDecl(&FD, KernelReferenceKind::Kernel), MS);
  std::string Text;
  for (const StringLiteral *S : attrs::getLaunchContractStrings(FD))
    Text += S->getBytes().str() + "\n";
  for (const ParmVarDecl *PD : FD.parameters())
    Text += "\x1f" + PD->getNameAsString();
  return "oxide_contract_" + Mangled + "_" + llvm::utohexstr(llvm::xxh3_64bits(Text), true);
}

} // namespace

std::string emitContractToken(const KernelPlan &P, const ASTContext &Ctx) {
  const FunctionDecl &FD = *P.Decl;
  // A kernel template's instantiations, and a raw kernel or one without a
  // valid contract (no facts at its entry), get none.
  if (P.Raw || !P.validContract() || FD.getTemplateSpecializationInfo() ||
      FD.getDescribedFunctionTemplate())
    return "";
  const SourceManager &SM = Ctx.getSourceManager();
  const FunctionDecl *Def = FD.getDefinition();
  const bool DefinedHere = Def && SM.isInMainFile(SM.getExpansionLoc(Def->getLocation()));
  if (Def && !DefinedHere)
    return ""; // a body in a header gets no facts (oxide-rewrite writes only this file)
  const std::string Token = contractTokenName(P, Ctx);
  if (DefinedHere)
    return "extern \"C\" const char " + Token + " = 0;\n";
  return "extern \"C\" const char " + Token + ";\n[[gnu::used]] static const char *const " + Token +
         "_use = &" + Token + ";\n";
}

std::string emitKernelTraits(const KernelPlan &P, const ASTContext &Ctx) {
  const FunctionDecl &FD = *P.Decl;
  // A kernel template has no launcher of its own; each explicit
  // instantiation gets one (SourceRewrite).
  if (FD.getDescribedFunctionTemplate() || P.contractRefused())
    return "";
  const std::string Name = errorName(kernelPath(FD, Ctx));
  const std::vector<std::string> Params = paramNames(FD);
  const LauncherNames N(Params);
  const MemberParams M(Params, N);
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "// oxide-rewrite: the launcher of " << Name << " (oxide/launch.cuh).\n";
  OS << ProtocolCheck;
  OS << "template <> struct oxide::kernel_traits<" << kernelRef(FD, Ctx) << "> {\n";
  emitDescription(P, Name, Params, OS);
  emitCheckRequires(P, Name, N, M, OS);
  emitLaunch(P, Ctx, Params.size(), N, M, OS);
  if (isOverloaded(FD))
    OS << emitCastAlias(FD, Ctx);
  OS << emitContractToken(P, Ctx);
  return S;
}

} // namespace oxide::rewriter
