// The launcher's checks that need no GPU (oxide/contract_spec.cuh): geometry,
// `requires` arithmetic, aliasing.
#include <oxide/contract_spec.cuh>

#include <gtest/gtest.h>

namespace {

using namespace oxide;
using detail::checked_u64;
using detail::lit;
using detail::relation_op;

std::string refusal(const contract_spec &c, launch_config cfg) {
  auto e = check_geometry("k", c, cfg);
  return e ? e->message() : "";
}

TEST(LaunchChecksTest, U32CoordinatesPerAxis) {
  contract_spec c{.domain = 1, .max_threads = 1024, .u32_coordinates = true};
  // 2^31 blocks of 2 threads: exactly 2^32 positions, allowed.
  EXPECT_EQ(refusal(c, launch_config::grid_1d(1u << 31, 2)), "");
  EXPECT_EQ(refusal(c, launch_config::grid_1d((1u << 31) + 1, 2)),
            "k: Grid.X 2147483649 * Block.X 2 requires 4294967298 coordinates, exceeding the u32 "
            "range");
}

TEST(LaunchChecksTest, ThreadMaximum) {
  contract_spec c{.domain = 2, .max_threads = 256};
  EXPECT_EQ(refusal(c, launch_config::grid_2d({4, 4}, {16, 16})), "");
  EXPECT_EQ(refusal(c, launch_config::grid_2d({4, 4}, {17, 16})),
            "k: block has 272 threads; contract maximum is 256");
}

TEST(LaunchChecksTest, ExactBlockIsFilledInOrEnforced) {
  contract_spec c{.domain = 2, .has_block = true, .block = {16, 16, 1}};
  launch_config cfg = launch_config::grid_2d({8, 4});
  EXPECT_FALSE(check_geometry("k", c, cfg));
  EXPECT_EQ(cfg.block.x, 16u);
  EXPECT_EQ(cfg.block.y, 16u);
  EXPECT_EQ(refusal(c, launch_config::grid_2d({8, 4}, {32, 8})),
            "k: block (32, 8, 1) does not match required block (16, 16, 1)");
  EXPECT_EQ(refusal(contract_spec{.domain = 1}, launch_config::grid_1d(4)),
            "k: the launch gives no block, and the contract fixes none");
}

TEST(LaunchChecksTest, RankAndZeroDimensions) {
  contract_spec c{.domain = 1, .has_block = true, .block = {256, 1, 1}};
  EXPECT_EQ(refusal(c, launch_config::grid_2d({4, 2}, {256, 1})),
            "k: a 2D launch (launch_config::grid_2d) does not match the declared 1D domain; use "
            "launch_config::grid_1d");
  // The config's fields are public: a hand-built 1D config with y extent is still refused.
  launch_config hand{{4, 2, 1}, {256, 1, 1}, 0, 1};
  EXPECT_EQ(refusal(c, hand), "k: grid (4, 2, 1) and block (256, 1, 1) exceed the declared 1D domain");
  EXPECT_EQ(refusal(c, launch_config::grid_1d(0)), "k: Grid.X must be nonzero");
  EXPECT_EQ(refusal(contract_spec{.domain = 3, .max_threads = 64},
                    launch_config::grid_3d({0xffffffffu, 0xffffffffu, 2}, {1, 1, 1})),
            "k: Grid dimension product overflowed");
  EXPECT_EQ(refusal(contract_spec{.domain = 3, .max_threads = 64},
                    launch_config::grid_3d({1, 1, 1}, {4, 0, 4})),
            "k: Block.Y must be nonzero");
}

TEST(LaunchChecksTest, DynamicSharedMemory) {
  contract_spec exact{.domain = 1, .max_threads = 128, .has_dynamic_shared = true,
                      .dynamic_shared_min = 1024, .dynamic_shared_max = 1024};
  EXPECT_EQ(refusal(exact, launch_config::grid_1d(1, 128, 1024)), "");
  EXPECT_EQ(refusal(exact, launch_config::grid_1d(1, 128, 512)),
            "k: dynamic shared memory is 512 bytes; contract requires 1024");
  contract_spec range{.domain = 1, .max_threads = 128, .has_dynamic_shared = true,
                      .dynamic_shared_min = 0, .dynamic_shared_max = 4096};
  EXPECT_EQ(refusal(range, launch_config::grid_1d(1, 128, 8192)),
            "k: dynamic shared memory is 8192 bytes; contract permits 0..=4096");
}

std::string relation(const char *text, relation_op op, checked_u64 l, checked_u64 r) {
  auto e = detail::check_relation("k", text, {detail::comparison{text, op, {l}, {r}}});
  return e ? e->message() : "";
}

std::string message(const std::optional<oxide::error> &e) { return e ? std::string(e->message()) : ""; }

TEST(LaunchChecksTest, ViolationNamesEachOperandsValue) {
  using detail::value;
  const std::size_t len = 5999;
  const unsigned w = 100;
  const int h = 60;
  // out.len() >= w * h: a lone operand by name, a computed side by its leaves.
  EXPECT_EQ(message(detail::check_relation(
                "k", "out.len() >= w * h",
                {detail::comparison{"out.len() >= w * h", relation_op::ge, {value("out.len()", len)},
                                    {detail::mul(value("w", w), value("h", h)), {value("w", w), value("h", h)}}}})),
            "k: size requirement `out.len() >= w * h` violated: left-hand side is 5999 (out.len()), right-hand side "
            "is 6000 (w = 100, h = 60)");
}

TEST(LaunchChecksTest, NegativeSignedOperandIsItsOwnError) {
  using detail::value;
  const int n = -3;
  EXPECT_EQ(message(detail::check_relation(
                "k", "a.len() >= n",
                {detail::comparison{"a.len() >= n", relation_op::ge, {value("a.len()", std::size_t{8})}, {value("n", n)}}})),
            "k: `n` is -3; requires operands must be non-negative");
  // Through arithmetic, and even where the comparison would hold.
  EXPECT_EQ(message(detail::check_relation(
                "k", "a.len() + 1 >= n * 2",
                {detail::comparison{"a.len() + 1 >= n * 2", relation_op::ge,
                                    {detail::add(value("a.len()", std::size_t{8}), lit(1))},
                                    {detail::mul(value("n", n), lit(2))}}})),
            "k: `n` is -3; requires operands must be non-negative");
  const long long big = (1ll << 62);
  EXPECT_EQ(message(detail::check_relation(
                "k", "a.len() >= n", {detail::comparison{"a.len() >= n", relation_op::ge, {lit(1ull << 63)}, {value("n", big)}}})),
            "");
}

TEST(LaunchChecksTest, EitherHoldsWhenOneSideDoes) {
  using detail::value;
  auto either = [](std::size_t bias, unsigned c) {
    return message(detail::check_relation(
        "k", "bias.len() == 0 || bias.len() >= c",
        {detail::comparison{"bias.len() == 0", relation_op::eq, {value("bias.len()", bias)}, {lit(0)}},
         detail::comparison{"bias.len() >= c", relation_op::ge, {value("bias.len()", bias)}, {value("c", c)}}}));
  };
  EXPECT_EQ(either(0, 8), "");
  EXPECT_EQ(either(8, 8), "");
  EXPECT_EQ(either(5, 8), "k: size requirement `bias.len() == 0 || bias.len() >= c` violated: `bias.len() == 0`: "
                          "left-hand side is 5 (bias.len()), right-hand side is 0; `bias.len() >= c`: left-hand "
                          "side is 5 (bias.len()), right-hand side is 8 (c)");
  // A negative operand in any side is refused, even when another side holds.
  const int c = -1;
  EXPECT_EQ(message(detail::check_relation(
                "k", "n == 0 || n >= c",
                {detail::comparison{"n == 0", relation_op::eq, {lit(0)}, {lit(0)}},
                 detail::comparison{"n >= c", relation_op::ge, {lit(0)}, {value("c", c)}}})),
            "k: `c` is -1; requires operands must be non-negative");
  // An overflow in a side reached before one holds is refused, never false.
  EXPECT_EQ(message(detail::check_relation(
                "k", "a >= b * c || a == 0",
                {detail::comparison{"a >= b * c", relation_op::ge, {lit(1)}, {detail::mul(lit(~0ull), lit(2))}},
                 detail::comparison{"a == 0", relation_op::eq, {lit(1)}, {lit(0)}}})),
            "k: arithmetic in size requirement `a >= b * c || a == 0` overflowed the u64 range");
}

TEST(LaunchChecksTest, ThreadsIsTheCheckedProductOfGridAndBlock) {
  launch_config cfg = launch_config::grid_3d({4, 2, 1}, {32, 2, 1});
  EXPECT_EQ(detail::threads(cfg).value, 512u);
  EXPECT_STREQ(detail::threads(cfg).name, "threads");
  cfg = launch_config::grid_3d({0xffffffffu, 0xffffffffu, 0xffffffffu}, {1024, 1, 1});
  EXPECT_TRUE(detail::threads(cfg).overflow);
}

TEST(LaunchChecksTest, RequiresViolationNamesBothSides) {
  EXPECT_EQ(relation("a.len() >= m * k", relation_op::ge, lit(8192), detail::mul(lit(128), lit(128))),
            "k: size requirement `a.len() >= m * k` violated: left-hand side is 8192, right-hand "
            "side is 16384");
  EXPECT_EQ(relation("a.len() >= m * k", relation_op::ge, lit(8192), detail::mul(lit(128), lit(64))),
            "");
}

TEST(LaunchChecksTest, RequiresArithmeticNeverWraps) {
  // n * stride overflows u64.
  EXPECT_EQ(relation("a.len() >= n * stride", relation_op::ge, lit(1),
                     detail::mul(lit(1ull << 33), lit(1ull << 31))),
            "k: arithmetic in size requirement `a.len() >= n * stride` overflowed the u64 range");
  // (input.len() - 1) on an empty input is an underflow, not 2^64 - 1.
  EXPECT_EQ(relation("(input.len() - 1) * 2 >= n", relation_op::ge,
                     detail::mul(detail::sub(lit(0), lit(1)), lit(2)), lit(0)),
            "k: arithmetic in size requirement `(input.len() - 1) * 2 >= n` overflowed the u64 range");
  EXPECT_EQ(relation("x + y > 0", relation_op::gt, detail::add(lit(~0ull), lit(1)), lit(0)),
            "k: arithmetic in size requirement `x + y > 0` overflowed the u64 range");
}

TEST(LaunchChecksTest, ModuloHoldsFailsAndNeverDividesByZero) {
  EXPECT_EQ(relation("n % 16 == 0", relation_op::eq, detail::mod(lit(4096), lit(16)), lit(0)), "");
  EXPECT_EQ(relation("n % 16 == 0", relation_op::eq, detail::mod(lit(4100), lit(16)), lit(0)),
            "k: size requirement `n % 16 == 0` violated: left-hand side is 4, right-hand side is 0");
  // A parameter divisor that is 0 at this launch: its own error, before any comparison.
  EXPECT_EQ(relation("n % tile == 0", relation_op::eq, detail::mod(lit(4096), lit(0)), lit(0)),
            "k: size requirement `n % tile == 0` divides by zero: a divisor of `%` is 0 at this launch");
  // The zero divisor is remembered through further arithmetic.
  EXPECT_EQ(relation("n % t * 2 == 0", relation_op::eq, detail::mul(detail::mod(lit(5), lit(0)), lit(2)),
                     lit(0)),
            "k: size requirement `n % t * 2 == 0` divides by zero: a divisor of `%` is 0 at this launch");
  // Overflow in the dividend is still an overflow.
  EXPECT_EQ(relation("(a + b) % 2 == 0", relation_op::eq, detail::mod(detail::add(lit(~0ull), lit(1)), lit(2)),
                     lit(0)),
            "k: arithmetic in size requirement `(a + b) % 2 == 0` overflowed the u64 range");
}

TEST(LaunchChecksTest, AlignmentAgainstTheRealPointer) {
  EXPECT_FALSE(detail::check_aligned("k", "aligned(p, 16)", "p", 0x1000, 16));
  EXPECT_FALSE(detail::check_aligned("k", "aligned(p, 16)", "p", 0, 16)); // an empty slice
  auto e = detail::check_aligned("k", "aligned(p, 16)", "p", 0x1008, 16);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->message(), "k: alignment requirement `aligned(p, 16)` violated: `p` starts at 0x1008, "
                          "which is not a multiple of 16 bytes");
  EXPECT_FALSE(detail::check_aligned("k", "aligned(p, 8)", "p", 0x1008, 8));
}

TEST(LaunchChecksTest, EveryComparison) {
  EXPECT_EQ(relation("r", relation_op::gt, lit(2), lit(1)), "");
  EXPECT_NE(relation("r", relation_op::gt, lit(1), lit(1)), "");
  EXPECT_EQ(relation("r", relation_op::le, lit(1), lit(1)), "");
  EXPECT_NE(relation("r", relation_op::lt, lit(1), lit(1)), "");
  EXPECT_EQ(relation("r", relation_op::eq, lit(3), lit(3)), "");
  EXPECT_NE(relation("r", relation_op::ne, lit(3), lit(3)), "");
}

std::string aliasing(std::initializer_list<detail::arg_range> args) {
  auto e = detail::check_aliasing("k", args.begin(), args.end());
  return e ? e->message() : "";
}

TEST(LaunchChecksTest, AnOutputMustNotOverlapAnyOtherBuffer) {
  EXPECT_EQ(aliasing({{"a", 0, 400, false}, {"b", 400, 800, false}, {"c", 800, 1200, true}}), "");
  EXPECT_EQ(aliasing({{"a", 0, 400, false}, {"c", 396, 800, true}}),
            "k: argument `c` overlaps argument `a`");
  EXPECT_EQ(aliasing({{"c", 0, 400, true}, {"d", 0, 400, true}}),
            "k: argument `c` overlaps argument `d`");
  // Two inputs may share memory; empty ranges overlap nothing.
  EXPECT_EQ(aliasing({{"a", 0, 400, false}, {"b", 0, 400, false}, {"c", 100, 100, true}}), "");
}

} // namespace

namespace {

// oxide's result: a value, or an error whose message converts to
// std::string; reading the value of an error throws with its message
// (std::expected leaves that undefined).
TEST(ResultTest, ValueOrErrorNeverBoth) {
  result<int> ok = 3;
  EXPECT_TRUE(ok);
  EXPECT_EQ(*ok, 3);
  EXPECT_TRUE(ok.error().message().empty()); // not the value's bytes
  result<int> bad = unexpected(error(message_text("k: refused")));
  EXPECT_FALSE(bad);
  EXPECT_EQ(std::string(bad.error().message()), "k: refused");
  EXPECT_THROW((void)*bad, cuda_exception);
  try {
    (void)bad.value();
  } catch (const cuda_exception &e) {
    EXPECT_STREQ(e.what(), "k: refused");
  }
  result<void> v = unexpected(error(message_text("v")));
  EXPECT_THROW(v.value(), cuda_exception);
}

TEST(ResultTest, MessagesAreCutNotOverrun) {
  message_text m;
  for (int i = 0; i < 100; ++i)
    m.append("0123456789");
  EXPECT_EQ(m.size(), message_text::capacity);
  EXPECT_EQ(std::string(m).substr(m.size() - 3), "...");
  EXPECT_EQ(std::string(message_text().append(static_cast<const char *>(nullptr))), "(null)");
  EXPECT_EQ(std::string(detail::text("a", -12, " ", 18446744073709551615ull)), "a-12 18446744073709551615");
}

} // namespace
