// The contract against its kernel: the `requires` operands and the geometry.
#include "oxide/contract/Contract.h"

#include <gtest/gtest.h>

namespace {

using namespace oxide::contract;
using oxide::attrs::ParamKind;

KernelInfo kernel(std::optional<uint64_t> MaxThreads = std::nullopt) {
  return {{{"input", ParamKind::SliceLike},
           {"output", ParamKind::SliceLike},
           {"n", ParamKind::UnsignedScalar},
           {"m", ParamKind::SignedScalar},
           {"alpha", ParamKind::Other}},
          MaxThreads};
}

/// A kernel with an output of host-bound width, a struct and launch-named
/// parameters, for the new operands.
KernelInfo wideKernel() {
  KernelInfo K;
  K.Params = {{"out", ParamKind::SliceLike, /*RuntimeWidth=*/true},
              {"bias", ParamKind::SliceLike},
              {"c", ParamKind::SignedScalar},
              {"d",
               ParamKind::Other,
               false,
               /*Struct=*/true,
               {{"w", ParamKind::UnsignedScalar},
                {"s", ParamKind::SignedScalar},
                {"ptr", ParamKind::Other},
                {"hidden", ParamKind::UnsignedScalar, /*Public=*/false}}}};
  return K;
}

std::vector<Diagnostic> check(std::string_view Requires, const KernelInfo &K = kernel(),
                              const char *Domain = "1") {
  std::string Text = "domain = " + std::string(Domain) + ", block = (256, 1, 1), requires = (" +
                     std::string(Requires) + ")";
  ParseResult R = parseContract({Text});
  EXPECT_TRUE(R.ok()) << R.Diags.front().Message;
  validateAgainstKernel(R.Contract, K, R.Diags);
  return R.Diags;
}

/// The message of the only diagnostic, up to the grammar help.
std::string rejection(std::string_view Requires) {
  const bool Wide = Requires.find("d.") != std::string_view::npos || Requires.find("d >=") == 0;
  auto D = Wide ? check(Requires, wideKernel()) : check(Requires);
  EXPECT_EQ(D.size(), 1u) << Requires;
  if (D.empty())
    return "";
  return D[0].Message.substr(0, D[0].Message.find("; each requires relation"));
}

TEST(ContractValidatorTest, AvailableOperandsInParameterOrder) {
  EXPECT_EQ(availableOperands(kernel()), "`input.len()`, `output.len()`, `n`, `m`");
  EXPECT_EQ(availableOperands(wideKernel()),
            "`out.len()`, `out.width()`, `bias.len()`, `c`, `d.w`, `d.s`");
  EXPECT_EQ(availableOperands({{{"x", ParamKind::Other}}, std::nullopt}),
            "(none of this kernel's parameters can appear in requires)");
}

ParseResult validated(const std::string &Text, const KernelInfo &K) {
  ParseResult R = parseContract({Text});
  validateAgainstKernel(R.Contract, K, R.Diags);
  return R;
}

TEST(ContractValidatorTest, ValidRelationsAreResolved) {
  std::string Text =
      "domain = 1, block = (256, 1, 1), requires = ((input.len() - 1) * 2 + 0 >= n * 3, "
      "output.len() == input.len(), ((n != 0)))";
  ParseResult R = validated(Text, kernel());
  ASSERT_TRUE(R.Diags.empty()) << R.Diags.front().Message;
  const auto &Rel = R.Contract.Requires;
  ASSERT_EQ(Rel.size(), 3u);
  EXPECT_EQ(Rel[0].Text, "(input.len() - 1) * 2 + 0 >= n * 3");
  EXPECT_EQ(Rel[0].Op, Comparison::GE);
  EXPECT_EQ(Rel[1].Op, Comparison::EQ);
  EXPECT_EQ(Rel[1].LHS->K, Expr::Kind::Method);
  EXPECT_EQ(Rel[2].Text, "n != 0"); // a parenthesized relation is the relation
  EXPECT_EQ(spelling(Rel[2].Op), "!=");
}

TEST(ContractValidatorTest, EveryRejectionNamesItsCause) {
  const std::pair<const char *, const char *> Cases[] = {
      {"input.len() >= count", "unknown identifier `count` in requires: relations may only reference this kernel's parameters"},
      {"n.len() >= 1", "`.len()` in requires is only available on slice parameters; `n` is a scalar"},
      {"alpha.len() >= 1", "`.len()` in requires is only available on slice parameters; `alpha` is not an oxide::slice or oxide::disjoint_slice"},
      {"input >= n", "slice parameter `input` may only appear in requires as `input.len()`"},
      {"input.len() % m == 0", "signed integer parameter `m` cannot appear in `%` in requires: C++ and the launcher would disagree on a negative remainder; make it unsigned"},
      {"m % 4 == 0", "signed integer parameter `m` cannot appear in `%` in requires: C++ and the launcher would disagree on a negative remainder; make it unsigned"},
      {"input.len() >= alpha", "parameter `alpha` is not an integer scalar, so it cannot appear in requires"},
      {"input.len() / 2 >= n", "operator `/` is not supported in requires"},
      {"aligned(input, 3)", "the alignment in aligned(input, N) must be a power of two in bytes, such as 4, 8 or 16; write it as `aligned(p, N)` with p a slice parameter and N a power of two in bytes, e.g. `aligned(input, 16)`"},
      {"aligned(n, 16)", "the first argument of aligned must name a slice parameter; write it as `aligned(p, N)` with p a slice parameter and N a power of two in bytes, e.g. `aligned(input, 16)`; available operands: `input.len()`, `output.len()`, `n`, `m`"},
      {"n % 0 == 0", "the divisor of `%` in requires is the literal 0, so the relation can never be evaluated; divide by a non-zero value"},
      {"n % (0) == 0", "the divisor of `%` in requires is the literal 0, so the relation can never be evaluated; divide by a non-zero value"},
      {"input.len() >= (n && 1)", "`&&` is not supported in requires: separate relations already mean \"and\"; write them comma-separated, as in `requires = (a >= 1, b >= 1)`"},
      {"input.len() >= 1 && n >= 1", "`&&` is not supported in requires: separate relations already mean \"and\"; write them comma-separated, as in `requires = (a >= 1, b >= 1)`"},
      {"input.len() >= (n || 1)", "`||` joins whole relations only, as in `bias.len() == 0 || bias.len() >= c`; it cannot appear inside an operand"},
      {"(input.len() || n) >= 1", "`||` joins whole relations only, as in `bias.len() == 0 || bias.len() >= c`; it cannot appear inside an operand"},
      {"input.len() == 0 || aligned(input, 16)", "aligned(p, N) cannot be one side of `||`: each side of `||` is a comparison; state the alignment as its own relation"},
      {"input.len() == 0 || n", "requires relation must be a comparison between two expressions"},
      {"input.len() + n", "requires relation must compare with `>=`, `>`, `<=`, `<`, `==`, or `!=`"},
      {"input.len()", "requires relation must be a comparison between two expressions"},
      {"input.len() >= (n >= 1)", "nested comparisons are not supported in requires: each relation is exactly one comparison; split it into multiple comma-separated relations instead"},
      {"input.len() >= 1.5", "only integer literals are allowed in requires"},
      {"input.len() >= 18446744073709551616", "integer literal in requires must fit in u64"},
      {"input.capacity() >= n", "only the `.len()` and `.width()` methods are allowed in requires"},
      {"input.width() >= n", "`.width()` in requires is only available on an output whose row width is bound on the host (an oxide::disjoint_slice of runtime_index2d, runtime_row_major_tiles<R, C>, block_row or warp_row); `input` has none"},
      {"grid.w >= 1", "`grid` has the axes `x`, `y` and `z`; `grid.w` is not one"},
      {"grid.y >= 1", "`grid.y` is always 1 in a 1D domain; a relation over it says nothing"},
      {"block.z >= 1", "`block.z` is always 1 in a 1D domain; a relation over it says nothing"},
      {"grid >= 1", "`grid` in requires is the launch grid; name an axis: `grid.x`, `grid.y` or `grid.z`"},
      {"grid.x.y >= 1", "member access in requires is one level deep: an integer field of a by-value struct parameter (`d.w`), or a launch axis (`grid.x`)"},
      {"d.ptr >= 1", "field `d.ptr` is not an integer, so it cannot appear in requires"},
      {"d.q >= 1", "`d` has no field `q`"},
      {"d.hidden >= 1", "field `d.hidden` is not public, so the launcher cannot read it; make it public or pass the value as its own parameter"},
      {"d.inner.w >= 1", "member access in requires is one level deep: an integer field of a by-value struct parameter (`d.w`), or a launch axis (`grid.x`)"},
      {"d.s % 2 == 0", "signed integer field `d.s` cannot appear in `%` in requires: C++ and the launcher would disagree on a negative remainder; make it unsigned"},
      {"d >= 1", "struct parameter `d` cannot appear whole in requires; name an integer field, as in `d.w`"},
      {"input.len(1) >= n", "`.len()` in requires takes no arguments"},
      {"(input).len() >= n", "`.len()` in requires must be called directly on a slice parameter"},
      {"static_cast<unsigned long>(n) >= 1", "casts are not supported in requires: every operand is already evaluated in u64"},
      {"(unsigned long)n >= 1", "casts are not supported in requires: every operand is already evaluated in u64"},
      {"input.len() >= max(n, 1)", "calls are not supported in requires"},
      {"input.len() >= self::n", "paths in requires must be bare kernel parameter names"},
      {"input.len() >= -n", "unary operator `-` is not supported in requires"},
      {"input.size >= n", "member access in requires is only available on by-value struct parameters; `input` is not one"},
  };
  for (const auto &[Requires, Message] : Cases)
    EXPECT_EQ(rejection(Requires), Message) << Requires;
}

TEST(ContractValidatorTest, NewOperandsAreResolvedToWhatTheyRead) {
  std::string Text = "domain = 2, block = (16, 16, 1), requires = (out.len() <= threads, "
                     "out.width() == d.w, grid.y * block.y >= c, dynamic_shared >= 8 * block.x, "
                     "bias.len() == 0 || (bias.len() >= c || bias.len() >= d.w))";
  ParseResult R = validated(Text, wideKernel());
  ASSERT_TRUE(R.Diags.empty()) << R.Diags.front().Message;
  const auto &Rel = R.Contract.Requires;
  ASSERT_EQ(Rel.size(), 5u);
  EXPECT_EQ(Rel[0].LHS->Role, Operand::Len);
  EXPECT_EQ(Rel[0].RHS->Role, Operand::Threads);
  EXPECT_EQ(Rel[1].LHS->Role, Operand::Width);
  EXPECT_EQ(Rel[1].RHS->Role, Operand::Field);
  EXPECT_EQ(Rel[2].LHS->LHS->Role, Operand::Grid);
  EXPECT_EQ(Rel[2].LHS->LHS->Axis, 1u);
  EXPECT_EQ(Rel[2].RHS->Role, Operand::SignedScalar);
  EXPECT_EQ(Rel[3].LHS->Role, Operand::DynamicShared);
  ASSERT_EQ(Rel[4].Either.size(), 3u); // parentheses around `||` flatten
  EXPECT_EQ(Rel[4].LHS, nullptr);
  EXPECT_EQ(Rel[4].Text, "bias.len() == 0 || bias.len() >= c || bias.len() >= d.w");
  EXPECT_EQ(Rel[4].Either[2].Text, "bias.len() >= d.w");
}

TEST(ContractValidatorTest, ALaunchNameThatIsAlsoAParameterIsRefused) {
  KernelInfo K;
  K.Params = {{"threads", ParamKind::UnsignedScalar},
              {"grid", ParamKind::Other, false, true, {{"x", ParamKind::UnsignedScalar}}}};
  for (const char *Rel : {"threads >= 1", "grid.x >= 1"}) {
    auto D = check(Rel, K);
    ASSERT_EQ(D.size(), 1u) << Rel;
    EXPECT_NE(D[0].Message.find("names the launch, and this kernel also has a parameter"),
              std::string::npos)
        << D[0].Message;
  }
}

TEST(ContractValidatorTest, AxesInsideTheDomainAreAccepted) {
  EXPECT_TRUE(check("grid.z * block.z >= 1", kernel(), "3").empty());
  EXPECT_TRUE(check("grid.y >= 1", kernel(), "2").empty());
  EXPECT_EQ(check("grid.z >= 1", kernel(), "2").size(), 1u);
}

TEST(ContractValidatorTest, HelpListsTheOperands) {
  auto D = check("input.len() >= count");
  ASSERT_EQ(D.size(), 1u);
  EXPECT_NE(D[0].Message.find("available operands: `input.len()`, `output.len()`, `n`, `m`"),
            std::string::npos);
}

TEST(ContractValidatorTest, ObviousFixesCarryFixIts) {
  auto Bare = check("input >= n");
  ASSERT_TRUE(Bare[0].Fix);
  EXPECT_EQ(Bare[0].Fix->Replacement, ".len()");
  EXPECT_EQ(Bare[0].Fix->Where.Begin, Bare[0].Where.End); // inserted right after `input`
  auto Scalar = check("n.len() >= 1");
  ASSERT_TRUE(Scalar[0].Fix);
  EXPECT_EQ(Scalar[0].Fix->Replacement, ""); // `.len()` removed
  EXPECT_FALSE(check("alpha.len() >= 1")[0].Fix);
}

TEST(ContractValidatorTest, OneDiagnosticPerBadRelation) {
  auto D = check("count >= 1, n >= 1, alpha >= 1");
  ASSERT_EQ(D.size(), 2u);
  EXPECT_EQ(D[0].Message.rfind("unknown identifier `count`", 0), 0u);
  EXPECT_EQ(D[1].Message.rfind("parameter `alpha`", 0), 0u);
}

std::vector<Diagnostic> geometry(const char *Contract, std::optional<uint64_t> MaxThreads) {
  ParseResult R = parseContract({Contract});
  validateAgainstKernel(R.Contract, kernel(MaxThreads), R.Diags);
  return R.Diags;
}

TEST(ContractValidatorTest, BlockAgainstLaunchBounds) {
  EXPECT_TRUE(geometry("domain = 1, block = (128, 1, 1)", 128).empty());
  EXPECT_TRUE(geometry("domain = 1", 256).empty()); // launch bounds alone suffice
  auto Over = geometry("domain = 2, block = (16, 16, 1)", 128);
  ASSERT_EQ(Over.size(), 1u);
  EXPECT_EQ(Over[0].Message,
            "launch_contract block (16, 16, 1) has 256 threads, exceeding __launch_bounds__(128)");
  auto Neither = geometry("domain = 1", std::nullopt);
  ASSERT_EQ(Neither.size(), 1u);
  EXPECT_EQ(Neither[0].Message, "launch_contract requires either an exact `block = (x, y, z)` or "
                                "__launch_bounds__(max_threads) on the kernel");
  auto Huge = geometry("domain = 2, block = (64, 32, 1)", std::nullopt);
  ASSERT_EQ(Huge.size(), 1u);
  EXPECT_EQ(Huge[0].Message,
            "launch_contract block (64, 32, 1) has 2048 threads; CUDA runs at most 1024 threads "
            "per block");
  // A broken block is reported once, not also as "no block".
  EXPECT_EQ(geometry("domain = 1, block = (0, 1, 1)", std::nullopt).size(), 1u);
  // A bound that is not known yet never fails the comparison.
  EXPECT_TRUE(geometry("domain = 1, block = (1024, 1, 1)", UINT64_MAX).empty());
}

} // namespace
