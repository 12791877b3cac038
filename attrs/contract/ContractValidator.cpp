//===- ContractValidator.cpp - A contract against its kernel --------------===//
//
// The `requires` grammar (cuda-oxide's, extended; docs/contracts.md): each
// relation is one comparison, or comparisons joined by `||`, between operands
// built from `p.len()`, `out.width()`, integer scalar parameters, integer
// fields of by-value struct parameters, the launch geometry, integer literals
// that fit in u64, parentheses and + - * %. Every rejection says what is
// wrong and lists what the kernel offers. Every accepted leaf gets its
// Operand, which is all the emitters read.
//
//===----------------------------------------------------------------------===//

#include "oxide/contract/Contract.h"

namespace oxide::contract {

using attrs::ParamKind;

namespace {

const KernelParam *findParam(const KernelInfo &K, const std::string &Name) {
  for (const KernelParam &P : K.Params)
    if (P.Name == Name)
      return &P;
  return nullptr;
}

bool isScalar(ParamKind K) {
  return K == ParamKind::UnsignedScalar || K == ParamKind::SignedScalar;
}

/// `d.w`, `d.h` for a struct parameter's public integer fields.
std::string fieldOperands(const KernelParam &P) {
  std::string Out;
  for (const ParamField &F : P.Fields)
    if (F.Public && isScalar(F.Kind))
      Out += (Out.empty() ? "`" : ", `") + P.Name + "." + F.Name + "`";
  return Out;
}

std::string paramOperands(const KernelParam &P) {
  if (P.Kind == ParamKind::SliceLike)
    return "`" + P.Name + ".len()`" + (P.RuntimeWidth ? ", `" + P.Name + ".width()`" : "");
  if (isScalar(P.Kind))
    return "`" + P.Name + "`";
  return P.Struct ? fieldOperands(P) : "";
}

} // namespace

bool isNamedOperand(Operand O) { return O != Operand::None && O != Operand::Literal; }

std::string availableOperands(const KernelInfo &K) {
  std::string Out;
  for (const KernelParam &P : K.Params)
    if (std::string Op = paramOperands(P); !Op.empty())
      Out += (Out.empty() ? "" : ", ") + Op;
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

Expr &unparen(Expr &E) { return E.K == Expr::Kind::Paren ? unparen(*E.LHS) : E; }

bool isAlignedCall(const Expr &E) { return E.K == Expr::Kind::Call && E.Text == "aligned"; }

/// The names that mean the launch, not a parameter.
bool isLaunchName(std::string_view N) {
  return N == "grid" || N == "block" || N == "threads" || N == "dynamic_shared";
}

const char *const AndHelp = "`&&` is not supported in requires: separate relations already mean "
                            "\"and\"; write them comma-separated, as in `requires = (a >= 1, b >= "
                            "1)`";

class RelationChecker {
public:
  RelationChecker(const KernelInfo &K, unsigned Domain, std::vector<Diagnostic> &Diags)
      : K(K), Domain(Domain), Diags(Diags),
        Help("; each requires relation is one comparison (`>=`, `>`, `<=`, `<`, `==`, `!=`) "
             "between expressions built from slice parameters as `<param>.len()`, "
             "`<out>.width()` for an output with a host-bound row width, integer scalar "
             "parameters, integer fields of by-value struct parameters (`d.w`), the launch "
             "(`grid.x`, `block.x`, `threads`, `dynamic_shared`), integer literals, "
             "parentheses, and `+`, `-`, `*`, `%`; or comparisons joined by `||`; or an "
             "alignment fact `aligned(p, N)`; available operands: " +
             availableOperands(K)) {}

  void check(Relation &R) {
    Expr &Top = unparen(*R.Whole);
    if (isAlignedCall(Top))
      return aligned(R, Top);
    if (Top.K == Expr::Kind::Binary && Top.Text == "||")
      return either(R, Top);
    std::optional<Alternative> A = compare(Top);
    if (!A)
      return;
    R.LHS = A->LHS;
    R.RHS = A->RHS;
    R.Op = A->Op;
    R.Text = std::move(A->Text);
  }

private:
  /// `a || b || ...`: each side a comparison; the relation holds when one does.
  void either(Relation &R, Expr &Top) {
    std::vector<Expr *> Sides;
    flatten(Top, Sides);
    std::vector<Alternative> Alts;
    for (Expr *Side : Sides) {
      if (isAlignedCall(*Side)) {
        error(Side->Where, "aligned(p, N) cannot be one side of `||`: each side of `||` is a "
                           "comparison; state the alignment as its own relation" +
                               Help);
        return;
      }
      std::optional<Alternative> A = compare(*Side);
      if (!A)
        return;
      Alts.push_back(std::move(*A));
    }
    R.Text.clear();
    for (const Alternative &A : Alts)
      R.Text += (R.Text.empty() ? "" : " || ") + A.Text;
    R.Either = std::move(Alts);
  }

  static void flatten(Expr &E, std::vector<Expr *> &Out) {
    Expr &U = unparen(E);
    if (U.K == Expr::Kind::Binary && U.Text == "||") {
      flatten(*U.LHS, Out);
      flatten(*U.RHS, Out);
      return;
    }
    Out.push_back(&U);
  }

  std::optional<Alternative> compare(Expr &Top) {
    if (Top.K != Expr::Kind::Binary) {
      error(Top.Where, "requires relation must be a comparison between two expressions" + Help);
      return std::nullopt;
    }
    if (Top.Text == "&&") {
      error(Top.OpWhere, AndHelp);
      return std::nullopt;
    }
    std::optional<Comparison> Op = comparison(Top.Text);
    if (!Op) {
      error(Top.OpWhere,
            "requires relation must compare with `>=`, `>`, `<=`, `<`, `==`, or `!=`" + Help);
      return std::nullopt;
    }
    if (!operand(*Top.LHS) || !operand(*Top.RHS))
      return std::nullopt;
    return Alternative{Top.LHS.get(), Top.RHS.get(), *Op, render(Top)};
  }

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
    const KernelParam *Param = P.K == Expr::Kind::Param ? findParam(K, P.Text) : nullptr;
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

  bool unknown(const Expr &E) {
    return error(E.Where, "unknown identifier `" + E.Text +
                              "` in requires: relations may only reference this kernel's "
                              "parameters" +
                              Help);
  }

  /// A parameter named like a launch quantity that the relation uses.
  bool ambiguous(const Expr &E, const std::string &Name) {
    return error(E.Where, "`" + Name +
                              "` in requires names the launch, and this kernel also has a "
                              "parameter `" +
                              Name + "`; rename the parameter so the relation says which it means");
  }

  bool role(Expr &E, Operand O, unsigned Axis = 0) {
    E.Role = O;
    E.Axis = Axis;
    return true;
  }

  bool signedInModulo(const Expr &E, const std::string &What) {
    return error(E.Where, "signed integer " + What +
                              " cannot appear in `%` in requires: C++ and the launcher would "
                              "disagree on a negative remainder; make it unsigned" +
                              Help);
  }

  bool launchName(Expr &E) {
    if (findParam(K, E.Text))
      return ambiguous(E, E.Text);
    if (E.Text == "threads")
      return role(E, Operand::Threads);
    if (E.Text == "dynamic_shared")
      return role(E, Operand::DynamicShared);
    return error(E.Where, "`" + E.Text + "` in requires is the launch " + E.Text +
                              "; name an axis: `" + E.Text + ".x`, `" + E.Text + ".y` or `" +
                              E.Text + ".z`");
  }

  bool param(Expr &E, bool InModulo) {
    if (isLaunchName(E.Text) &&
        (E.Text == "threads" || E.Text == "dynamic_shared" || !findParam(K, E.Text)))
      return launchName(E);
    const KernelParam *P = findParam(K, E.Text);
    if (!P)
      return unknown(E);
    switch (P->Kind) {
    case ParamKind::UnsignedScalar:
      return role(E, Operand::Scalar);
    case ParamKind::SignedScalar:
      if (InModulo)
        return signedInModulo(E, "parameter `" + E.Text + "`");
      return role(E, Operand::SignedScalar);
    case ParamKind::SliceLike:
      return error(E.Where,
                   "slice parameter `" + E.Text + "` may only appear in requires as `" + E.Text +
                       ".len()`" + Help,
                   FixIt{{E.Where.Piece, E.Where.End, E.Where.End}, ".len()"});
    case ParamKind::Other:
      break;
    }
    if (P->Struct)
      return error(E.Where,
                   "struct parameter `" + E.Text +
                       "` cannot appear whole in requires; name an integer field, as in `" +
                       E.Text + ".w`" + Help);
    return error(E.Where, "parameter `" + E.Text +
                              "` is not an integer scalar, so it cannot appear in requires" + Help);
  }

  bool axis(Expr &E, const std::string &Of) {
    const unsigned A = E.Text == "x" ? 0 : E.Text == "y" ? 1 : E.Text == "z" ? 2 : 3;
    if (A == 3)
      return error(E.OpWhere, "`" + Of + "` has the axes `x`, `y` and `z`; `" + Of + "." + E.Text +
                                  "` is not one" + Help);
    if (Domain != 0 && A >= Domain)
      return error(E.Where, "`" + Of + "." + E.Text + "` is always 1 in a " +
                                std::to_string(Domain) +
                                "D domain; a relation over it says nothing");
    return role(E, Of == "grid" ? Operand::Grid : Operand::Block, A);
  }

  bool member(Expr &E, bool InModulo) {
    const Expr &Recv = *E.LHS;
    if (Recv.K != Expr::Kind::Param)
      return error(E.Where, "member access in requires is one level deep: an integer field of a "
                            "by-value struct parameter (`d.w`), or a launch axis (`grid.x`)" +
                                Help);
    const KernelParam *P = findParam(K, Recv.Text);
    if ((Recv.Text == "grid" || Recv.Text == "block") && P)
      return ambiguous(Recv, Recv.Text);
    if (Recv.Text == "grid" || Recv.Text == "block")
      return axis(E, Recv.Text);
    if (!P)
      return unknown(Recv);
    if (!P->Struct)
      return error(E.OpWhere, "member access in requires is only available on by-value struct "
                              "parameters; `" +
                                  Recv.Text + "` is not one" + Help);
    return field(E, *P, InModulo);
  }

  bool field(Expr &E, const KernelParam &P, bool InModulo) {
    const std::string Name = P.Name + "." + E.Text;
    if (P.LayoutDiffers)
      return error(E.Where, "`" + P.Name +
                                "` holds a long double, which the device lays out differently "
                                "from the host, so the launcher and the kernel would read `" +
                                Name +
                                "` at different offsets; pass the value as its own "
                                "parameter");
    for (const ParamField &F : P.Fields) {
      if (F.Name != E.Text)
        continue;
      if (!F.Public)
        return error(E.OpWhere, "field `" + Name +
                                    "` is not public, so the launcher cannot read it; make it "
                                    "public or pass the value as its own parameter");
      if (!isScalar(F.Kind))
        return error(E.OpWhere, "field `" + Name +
                                    "` is not an integer, so it cannot appear in requires" + Help);
      if (F.Kind == ParamKind::SignedScalar && InModulo)
        return signedInModulo(E, "field `" + Name + "`");
      return role(E, F.Kind == ParamKind::SignedScalar ? Operand::SignedField : Operand::Field);
    }
    return error(E.OpWhere, "`" + P.Name + "` has no field `" + E.Text + "`" + Help);
  }

  bool method(Expr &E) {
    if (E.Text != "len" && E.Text != "width")
      return error(E.OpWhere,
                   "only the `.len()` and `.width()` methods are allowed in requires" + Help);
    if (E.NumArgs != 0)
      return error(E.OpWhere, "`." + E.Text + "()` in requires takes no arguments");
    const Expr &Recv = *E.LHS;
    if (Recv.K != Expr::Kind::Param)
      return error(Recv.Where, "`." + E.Text +
                                   "()` in requires must be called directly on a slice parameter" +
                                   Help);
    const KernelParam *P = findParam(K, Recv.Text);
    if (!P)
      return unknown(Recv);
    if (E.Text == "width")
      return width(E, *P);
    if (P->Kind == ParamKind::SliceLike)
      return role(E, Operand::Len);
    std::optional<FixIt> Fix;
    if (isScalar(P->Kind)) // `n.len()` meant `n`
      Fix = FixIt{E.OpWhere, ""};
    return error(E.OpWhere,
                 "`.len()` in requires is only available on slice parameters; `" + Recv.Text +
                     (isScalar(P->Kind) ? "` is a scalar"
                                        : "` is not an oxide::slice or oxide::disjoint_slice") +
                     Help,
                 std::move(Fix));
  }

  bool width(Expr &E, const KernelParam &P) {
    if (P.RuntimeWidth)
      return role(E, Operand::Width);
    return error(E.OpWhere, "`.width()` in requires is only available on an output whose row width "
                            "is bound on the host (an oxide::disjoint_slice of runtime_index2d, "
                            "runtime_row_major_tiles<R, C>, block_row or warp_row); `" +
                                P.Name + "` has none" + Help);
  }

  bool binary(Expr &E, bool InModulo) {
    if (E.Text == "+" || E.Text == "-" || E.Text == "*")
      return operand(*E.LHS, InModulo) && operand(*E.RHS, InModulo);
    if (E.Text == "%") {
      // A literal zero divisor can never hold; a parameter that is zero at
      // launch is refused by the launcher with its own error.
      const Expr &D = unparen(*E.RHS);
      if (D.K == Expr::Kind::Integer && !D.Overflow && D.Value == 0)
        return error(E.RHS->Where, "the divisor of `%` in requires is the literal 0, so the "
                                   "relation can never be evaluated; divide by a non-zero value");
      return operand(*E.LHS, true) && operand(*E.RHS, true);
    }
    if (E.Text == "||")
      return error(E.OpWhere, "`||` joins whole relations only, as in `bias.len() == 0 || "
                              "bias.len() >= c`; it cannot appear inside an operand" +
                                  Help);
    if (E.Text == "&&")
      return error(E.OpWhere, AndHelp);
    if (comparison(E.Text))
      return error(E.OpWhere,
                   "nested comparisons are not supported in requires: each relation is exactly "
                   "one comparison; split it into multiple comma-separated relations instead");
    return error(E.OpWhere, "operator `" + E.Text + "` is not supported in requires" + Help);
  }

  bool operand(Expr &E, bool InModulo = false) {
    switch (E.K) {
    case Expr::Kind::Integer:
      if (E.Overflow)
        return error(E.Where, "integer literal in requires must fit in u64");
      return role(E, Operand::Literal);
    case Expr::Kind::Float:
      return error(E.Where, "only integer literals are allowed in requires" + Help);
    case Expr::Kind::Param:
      return param(E, InModulo);
    case Expr::Kind::Path:
      return error(E.Where, "paths in requires must be bare kernel parameter names" + Help);
    case Expr::Kind::Method:
      return method(E);
    case Expr::Kind::Member:
      return member(E, InModulo);
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
      return operand(*E.LHS, InModulo);
    case Expr::Kind::Binary:
      return binary(E, InModulo);
    }
    return false;
  }

  const KernelInfo &K;
  unsigned Domain;
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
  RelationChecker Checker(K, C.ParsedCleanly ? C.Domain : 0, Diags);
  for (Relation &R : C.Requires)
    Checker.check(R);
}

} // namespace oxide::contract
