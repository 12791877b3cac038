//===- ContractValidator.cpp - A contract against its kernel --------------===//
//
// The `requires` grammar (cuda-oxide's; docs/internals.md, "What comes from outside"):
// each relation is one comparison between operands built from `p.len()` for
// slice-like parameters, unsigned integer parameters, integer literals that
// fit in u64, parentheses and + - *. Every rejection says what is wrong and
// lists what the kernel offers.
//
//===----------------------------------------------------------------------===//

#include "oxide/contract/Contract.h"

namespace oxide::contract {

using attrs::ParamKind;

std::string availableOperands(const KernelInfo &K) {
  std::string Out;
  for (const KernelParam &P : K.Params) {
    std::string Op;
    if (P.Kind == ParamKind::SliceLike)
      Op = "`" + P.Name + ".len()`";
    else if (P.Kind == ParamKind::UnsignedScalar)
      Op = "`" + P.Name + "`";
    else
      continue;
    Out += (Out.empty() ? "" : ", ") + Op;
  }
  return Out.empty() ? "(none of this kernel's parameters can appear in requires)" : Out;
}

namespace {

std::optional<Comparison> comparison(std::string_view Op) {
  if (Op == ">=")
    return Comparison::GE;
  if (Op == ">")
    return Comparison::GT;
  if (Op == "<=")
    return Comparison::LE;
  if (Op == "<")
    return Comparison::LT;
  if (Op == "==")
    return Comparison::EQ;
  if (Op == "!=")
    return Comparison::NE;
  return std::nullopt;
}

const Expr &unparen(const Expr &E) { return E.K == Expr::Kind::Paren ? unparen(*E.LHS) : E; }

class RelationChecker {
public:
  RelationChecker(const KernelInfo &K, std::vector<Diagnostic> &Diags)
      : K(K), Diags(Diags),
        Help("; each requires relation is one comparison (`>=`, `>`, `<=`, `<`, `==`, `!=`) "
             "between expressions built from slice parameters as `<param>.len()`, unsigned "
             "integer scalar parameters, integer literals, parentheses, and `+`, `-`, `*`, `%`, or "
             "an "
             "alignment fact `aligned(p, N)`; "
             "available operands: " +
             availableOperands(K)) {}

  void check(Relation &R) {
    const Expr &Top = unparen(*R.Whole);
    if (Top.K == Expr::Kind::Call && Top.Text == "aligned") {
      aligned(R, Top);
      return;
    }
    if (Top.K != Expr::Kind::Binary) {
      error(Top.Where, "requires relation must be a comparison between two expressions" + Help);
      return;
    }
    std::optional<Comparison> Op = comparison(Top.Text);
    if (!Op) {
      error(Top.OpWhere,
            "requires relation must compare with `>=`, `>`, `<=`, `<`, `==`, or `!=`" + Help);
      return;
    }
    if (!operand(*Top.LHS) || !operand(*Top.RHS))
      return;
    R.LHS = Top.LHS.get();
    R.RHS = Top.RHS.get();
    R.Op = *Op;
    R.Text = render(Top);
  }

private:
  // aligned(p, N): slice parameter p's data pointer is N-byte aligned, N a
  // power of two. Checked on the host against the real pointer.
  void aligned(Relation &R, const Expr &Call) {
    const std::string Form = "; write it as `aligned(p, N)` with p a slice parameter and N a power "
                             "of two in bytes, e.g. `aligned(input, 16)`";
    if (Call.Args.size() != 2) {
      error(Call.Where,
            "aligned takes 2 arguments, found " + std::to_string(Call.Args.size()) + Form);
      return;
    }
    const Expr &P = unparen(*Call.Args[0]);
    const KernelParam *Param = nullptr;
    for (const KernelParam &KP : K.Params)
      if (P.K == Expr::Kind::Param && KP.Name == P.Text)
        Param = &KP;
    if (!Param || Param->Kind != attrs::ParamKind::SliceLike) {
      error(P.Where, "the first argument of aligned must name a slice parameter" + Form +
                         "; available operands: " + availableOperands(K));
      return;
    }
    const Expr &N = unparen(*Call.Args[1]);
    if (N.K != Expr::Kind::Integer || N.Overflow || N.Value == 0 ||
        (N.Value & (N.Value - 1)) != 0) {
      error(N.Where, "the alignment in aligned(" + P.Text +
                         ", N) must be a power of two in bytes, "
                         "such as 4, 8 or 16" +
                         Form);
      return;
    }
    R.AlignedParam = P.Text;
    R.Alignment = N.Value;
    R.Text = "aligned(" + P.Text + ", " + std::to_string(N.Value) + ")";
  }

  bool error(Span Where, std::string Message, std::optional<FixIt> Fix = std::nullopt) {
    Diags.push_back({Where, std::move(Message), std::move(Fix), std::nullopt});
    return false;
  }

  const KernelParam *find(const std::string &Name) const {
    for (const KernelParam &P : K.Params)
      if (P.Name == Name)
        return &P;
    return nullptr;
  }

  bool unknown(const Expr &E) {
    return error(E.Where, "unknown identifier `" + E.Text +
                              "` in requires: relations may only reference this kernel's "
                              "parameters" +
                              Help);
  }

  bool param(const Expr &E) {
    const KernelParam *P = find(E.Text);
    if (!P)
      return unknown(E);
    switch (P->Kind) {
    case ParamKind::UnsignedScalar:
      return true;
    case ParamKind::SliceLike:
      return error(E.Where,
                   "slice parameter `" + E.Text + "` may only appear in requires as `" + E.Text +
                       ".len()`" + Help,
                   FixIt{{E.Where.Piece, E.Where.End, E.Where.End}, ".len()"});
    case ParamKind::SignedScalar:
      return error(E.Where, "signed integer parameter `" + E.Text +
                                "` is not supported in requires: relations are evaluated in u64 "
                                "and signed widening is not defined" +
                                Help);
    case ParamKind::Other:
      break;
    }
    return error(E.Where,
                 "parameter `" + E.Text +
                     "` is not an unsigned integer scalar, so it cannot appear in requires" + Help);
  }

  bool method(const Expr &E) {
    if (E.Text != "len")
      return error(E.OpWhere, "only the `.len()` method is allowed in requires" + Help);
    if (E.NumArgs != 0)
      return error(E.OpWhere, "`.len()` in requires takes no arguments");
    const Expr &Recv = *E.LHS;
    if (Recv.K != Expr::Kind::Param)
      return error(Recv.Where,
                   "`.len()` in requires must be called directly on a slice parameter" + Help);
    const KernelParam *P = find(Recv.Text);
    if (!P)
      return unknown(Recv);
    if (P->Kind == ParamKind::SliceLike)
      return true;
    std::optional<FixIt> Fix;
    if (P->Kind == ParamKind::UnsignedScalar) // `n.len()` meant `n`
      Fix = FixIt{E.OpWhere, ""};
    const bool Scalar = P->Kind != ParamKind::Other;
    return error(
        E.OpWhere,
        "`.len()` in requires is only available on slice parameters; `" + Recv.Text +
            (Scalar ? "` is a scalar" : "` is not an oxide::slice or oxide::disjoint_slice") + Help,
        std::move(Fix));
  }

  bool operand(const Expr &E) {
    switch (E.K) {
    case Expr::Kind::Integer:
      if (E.Overflow)
        return error(E.Where, "integer literal in requires must fit in u64");
      return true;
    case Expr::Kind::Float:
      return error(E.Where, "only integer literals are allowed in requires" + Help);
    case Expr::Kind::Param:
      return param(E);
    case Expr::Kind::Path:
      return error(E.Where, "paths in requires must be bare kernel parameter names" + Help);
    case Expr::Kind::Method:
      return method(E);
    case Expr::Kind::Member:
      return error(E.Where, "member access is not supported in requires" + Help);
    case Expr::Kind::Call:
      return error(E.Where, "calls are not supported in requires" + Help);
    case Expr::Kind::Cast:
      return error(E.Where, "casts are not supported in requires: every operand is already "
                            "evaluated in u64" +
                                Help);
    case Expr::Kind::Unary:
      return error(E.OpWhere,
                   "unary operator `" + E.Text + "` is not supported in requires" + Help);
    case Expr::Kind::Paren:
      return operand(*E.LHS);
    case Expr::Kind::Binary:
      if (E.Text == "+" || E.Text == "-" || E.Text == "*")
        return operand(*E.LHS) && operand(*E.RHS);
      if (E.Text == "%") {
        // A literal zero divisor can never hold; a parameter that is zero at
        // launch is refused by the launcher with its own error.
        const Expr *D = E.RHS.get();
        while (D && D->K == Expr::Kind::Paren)
          D = D->LHS.get();
        if (D && D->K == Expr::Kind::Integer && !D->Overflow && D->Value == 0)
          return error(E.RHS->Where, "the divisor of `%` in requires is the literal 0, so the "
                                     "relation can never be evaluated; divide by a non-zero value");
        return operand(*E.LHS) && operand(*E.RHS);
      }
      if (comparison(E.Text))
        return error(E.OpWhere,
                     "nested comparisons are not supported in requires: each relation is exactly "
                     "one comparison; split it into multiple comma-separated relations instead");
      return error(E.OpWhere, "operator `" + E.Text + "` is not supported in requires" + Help);
    }
    return false;
  }

  const KernelInfo &K;
  std::vector<Diagnostic> &Diags;
  std::string Help;
};

std::string dims(const Dim3 &B) {
  return "(" + std::to_string(B.X) + ", " + std::to_string(B.Y) + ", " + std::to_string(B.Z) + ")";
}

} // namespace

void validateAgainstKernel(LaunchContract &C, const KernelInfo &K, std::vector<Diagnostic> &Diags) {
  constexpr uint64_t CudaMaxThreadsPerBlock = 1024;
  // Geometry after a syntax error would be a guess; the relations that did
  // parse are still checked below.
  if (C.ParsedCleanly && C.Block) {
    // Each dimension fits in u32, so the product fits in 96 bits: compare in 128.
    const unsigned __int128 Threads = (unsigned __int128)C.Block->X * C.Block->Y * C.Block->Z;
    const std::string N =
        Threads > UINT64_MAX ? "more than 2^64" : std::to_string((uint64_t)Threads);
    if (K.MaxThreads && Threads > *K.MaxThreads)
      Diags.push_back({C.Block->Where,
                       "launch_contract block " + dims(*C.Block) + " has " + N +
                           " threads, exceeding __launch_bounds__(" +
                           std::to_string(*K.MaxThreads) + ")",
                       std::nullopt, std::nullopt});
    else if (Threads > CudaMaxThreadsPerBlock)
      Diags.push_back({C.Block->Where,
                       "launch_contract block " + dims(*C.Block) + " has " + N +
                           " threads; CUDA runs at most 1024 threads per block",
                       std::nullopt, std::nullopt});
  } else if (C.ParsedCleanly && !K.MaxThreads) {
    Diags.push_back({C.Where,
                     "launch_contract requires either an exact `block = (x, y, z)` or "
                     "__launch_bounds__(max_threads) on the kernel",
                     std::nullopt, std::nullopt});
  }
  RelationChecker Checker(K, Diags);
  for (Relation &R : C.Requires)
    Checker.check(R);
}

} // namespace oxide::contract
