// libFuzzer target for the contract language (attrs/Contract*.cpp).
//
// Input: contract strings separated by NUL bytes. Beyond "no crash, no hang,
// no sanitizer report", it checks three properties:
//   1. every diagnostic span (and fix-it and note span) lies inside its string;
//   2. a contract that validates renders canonically (describe()), and the
//      rendering parses and validates again to the same text;
//   3. validation after a failed parse does not crash;
//   4. in a contract that validates, every leaf of every relation says what
//      it reads (Expr::Role), and every `||` relation has two sides or more:
//      the emitters read nothing the validator did not resolve.
#include "oxide/contract/Contract.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace oxide::contract;
using oxide::attrs::ParamKind;

namespace {

void require(bool Ok) {
  if (!Ok)
    __builtin_trap();
}

void checkSpan(const Span &S, const std::vector<std::string_view> &Pieces) {
  require(S.Piece < Pieces.size() || (Pieces.empty() && S.Piece == 0));
  if (S.Piece < Pieces.size())
    require(S.Begin <= S.End && S.End <= Pieces[S.Piece].size());
}

void checkSpans(const std::vector<Diagnostic> &Diags, const std::vector<std::string_view> &Pieces) {
  for (const Diagnostic &D : Diags) {
    checkSpan(D.Where, Pieces);
    if (D.Fix)
      checkSpan(D.Fix->Where, Pieces);
    if (D.Note)
      checkSpan(D.Note->first, Pieces);
    require(!D.Message.empty());
  }
}

/// Property 4 for one operand.
void checkResolved(const Expr &E) {
  switch (E.K) {
  case Expr::Kind::Paren:
    checkResolved(*E.LHS);
    return;
  case Expr::Kind::Binary:
    require(E.Text == "+" || E.Text == "-" || E.Text == "*" || E.Text == "%");
    checkResolved(*E.LHS);
    checkResolved(*E.RHS);
    return;
  case Expr::Kind::Integer:
    require(E.Role == Operand::Literal);
    return;
  default:
    require(isNamedOperand(E.Role));
    require(E.Axis < 3);
  }
}

void checkRelations(const LaunchContract &C) {
  for (const Relation &R : C.Requires) {
    if (!R.AlignedParam.empty())
      continue;
    require(R.Either.size() != 1);
    require(R.Either.empty() == (R.LHS != nullptr));
    if (R.LHS) {
      checkResolved(*R.LHS);
      checkResolved(*R.RHS);
    }
    for (const Alternative &A : R.Either) {
      checkResolved(*A.LHS);
      checkResolved(*A.RHS);
    }
  }
}

/// Every kind of operand the grammar has: slices (one with a host-bound
/// width), unsigned and signed scalars, a struct with integer, float and
/// private fields, one whose layout differs on the device, and a parameter
/// named like a launch quantity.
KernelInfo fuzzKernel(bool Bounds) {
  KernelInfo K;
  K.Params = {{"input", ParamKind::SliceLike},
              {"output", ParamKind::SliceLike, /*RuntimeWidth=*/true},
              {"n", ParamKind::UnsignedScalar},
              {"k", ParamKind::UnsignedScalar},
              {"m", ParamKind::SignedScalar},
              {"alpha", ParamKind::Other},
              {"d",
               ParamKind::Other,
               false,
               /*Struct=*/true,
               {{"w", ParamKind::UnsignedScalar},
                {"s", ParamKind::SignedScalar},
                {"f", ParamKind::Other},
                {"p", ParamKind::UnsignedScalar, /*Public=*/false}}},
              {"block", ParamKind::UnsignedScalar},
              {"e", ParamKind::Other, false, true, {{"w", ParamKind::UnsignedScalar}},
               /*LayoutDiffers=*/true}};
  if (Bounds)
    K.MaxThreads = 256;
  return K;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view All(reinterpret_cast<const char *>(Data), Size);
  std::vector<std::string_view> Pieces;
  for (size_t B = 0;;) {
    size_t E = All.find('\0', B);
    Pieces.push_back(All.substr(B, E == std::string_view::npos ? std::string_view::npos : E - B));
    if (E == std::string_view::npos)
      break;
    B = E + 1;
  }

  const KernelInfo Kernel = fuzzKernel(Size % 2);

  ParseResult R = parseContract(Pieces);
  checkSpans(R.Diags, Pieces);
  validateAgainstKernel(R.Contract, Kernel, R.Diags);
  checkSpans(R.Diags, Pieces);
  if (!R.Diags.empty())
    return 0;
  checkRelations(R.Contract);

  const std::string Canonical = describe(R.Contract);
  ParseResult R2 = parseContract({Canonical});
  validateAgainstKernel(R2.Contract, Kernel, R2.Diags);
  require(R2.Diags.empty());
  require(describe(R2.Contract) == Canonical);
  require(R2.Contract.Requires.size() == R.Contract.Requires.size());
  for (size_t I = 0; I < R.Contract.Requires.size(); ++I)
    require(R2.Contract.Requires[I].Text == R.Contract.Requires[I].Text);
  return 0;
}
