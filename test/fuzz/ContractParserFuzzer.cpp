// libFuzzer target for the contract language (attrs/Contract*.cpp).
//
// Input: contract strings separated by NUL bytes. Beyond "no crash, no hang,
// no sanitizer report", it checks three properties:
//   1. every diagnostic span (and fix-it and note span) lies inside its string;
//   2. a contract that validates renders canonically (describe()), and the
//      rendering parses and validates again to the same text;
//   3. validation after a failed parse does not crash.
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

  const KernelInfo Kernel{{{"input", ParamKind::SliceLike},
                           {"output", ParamKind::SliceLike},
                           {"n", ParamKind::UnsignedScalar},
                           {"k", ParamKind::UnsignedScalar},
                           {"m", ParamKind::SignedScalar},
                           {"alpha", ParamKind::Other}},
                          Size % 2 ? std::optional<uint64_t>(256) : std::nullopt};

  ParseResult R = parseContract(Pieces);
  checkSpans(R.Diags, Pieces);
  validateAgainstKernel(R.Contract, Kernel, R.Diags);
  checkSpans(R.Diags, Pieces);
  if (!R.Diags.empty())
    return 0;

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
