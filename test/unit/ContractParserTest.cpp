// The contract language's parser over the grammar's corner cases.
#include "oxide/contract/Contract.h"

#include <gtest/gtest.h>

namespace {

using namespace oxide::contract;

ParseResult parse(std::vector<std::string_view> Pieces) { return parseContract(Pieces); }

/// The single diagnostic of a failed parse.
Diagnostic onlyError(const ParseResult &R) {
  EXPECT_EQ(R.Diags.size(), 1u);
  return R.Diags.empty() ? Diagnostic{} : R.Diags.front();
}

TEST(ContractParserTest, EveryKeyInOneString) {
  auto R = parse({"domain = 2, coordinates = u32, block = (16, 16, 1), dynamic_shared = 4096, "
                  "dynamic_shared_alignment = 128, min_compute_capability = (9, 0), "
                  "requires = (k >= 1)"});
  ASSERT_TRUE(R.ok()) << R.Diags.front().Message;
  const LaunchContract &C = R.Contract;
  EXPECT_EQ(C.Domain, 2u);
  EXPECT_TRUE(C.U32Coordinates);
  ASSERT_TRUE(C.Block);
  EXPECT_EQ(C.Block->X, 16u);
  EXPECT_EQ(C.Block->Y, 16u);
  EXPECT_EQ(C.Block->Z, 1u);
  EXPECT_EQ(C.DynamicShared, 4096u);
  EXPECT_EQ(C.DynamicSharedAlignment, 128u);
  EXPECT_EQ(C.MinComputeCapability, std::make_pair(9u, 0u));
  EXPECT_EQ(C.Requires.size(), 1u);
}

TEST(ContractParserTest, ItemsSpreadOverStringsWithTrailingCommasAndOddSpacing) {
  auto R = parse({"domain=1,", "  block =(256,1 ,1) ,", "\trequires = ( n>=1 , )"});
  ASSERT_TRUE(R.ok()) << R.Diags.front().Message;
  EXPECT_EQ(R.Contract.Domain, 1u);
  EXPECT_EQ(R.Contract.Requires.size(), 1u);
  EXPECT_EQ(R.Contract.Requires[0].Whole->K, Expr::Kind::Binary);
}

TEST(ContractParserTest, IntegerLiteralForms) {
  auto R = parse({"domain = 1, dynamic_shared = 0x400, dynamic_shared_alignment = 16u"});
  ASSERT_TRUE(R.ok()) << R.Diags.front().Message;
  EXPECT_EQ(R.Contract.DynamicShared, 1024u);
  EXPECT_EQ(R.Contract.DynamicSharedAlignment, 16u);
}

TEST(ContractParserTest, U64BoundaryInRequires) {
  auto R = parse({"domain = 1, requires = (n <= 18446744073709551615, n < 18446744073709551616)"});
  ASSERT_TRUE(R.ok());
  const Expr &Max = *R.Contract.Requires[0].Whole->RHS;
  EXPECT_EQ(Max.Value, UINT64_MAX);
  EXPECT_FALSE(Max.Overflow);
  EXPECT_TRUE(R.Contract.Requires[1].Whole->RHS->Overflow); // the validator refuses it
}

TEST(ContractParserTest, PrecedenceAndAssociativity) {
  auto R = parse({"domain = 1, requires = (a + b * c >= 1 - 2 - 3)"});
  ASSERT_TRUE(R.ok());
  const Expr &Top = *R.Contract.Requires[0].Whole;
  ASSERT_EQ(Top.Text, ">=");
  EXPECT_EQ(Top.LHS->Text, "+");       // a + (b * c)
  EXPECT_EQ(Top.LHS->RHS->Text, "*");
  EXPECT_EQ(Top.RHS->Text, "-");       // (1 - 2) - 3
  EXPECT_EQ(Top.RHS->LHS->Text, "-");
  EXPECT_EQ(Top.RHS->RHS->Text, "3");
}

TEST(ContractParserTest, RenderingIsCanonical) {
  auto R = parse({"domain = 1, requires = (a.len()>=m*k, (input.len() - 1) * 2 + 0 >= n * 3)"});
  ASSERT_TRUE(R.ok());
  EXPECT_EQ(render(*R.Contract.Requires[0].Whole), "a.len() >= m * k");
  EXPECT_EQ(render(*R.Contract.Requires[1].Whole), "(input.len() - 1) * 2 + 0 >= n * 3");
}

TEST(ContractParserTest, WiderExpressionsParseSoTheValidatorCanNameThem) {
  auto R = parse({"domain = 1, requires = (static_cast<unsigned long>(n) >= 1, (unsigned)n >= 1, "
                  "max(n, 1) >= 1, std::n >= 1, a.size() >= 1, a.len >= 1, -n >= 1, n / 2 >= 1, "
                  "(n >= 1) == 1)"});
  ASSERT_TRUE(R.ok()) << R.Diags.front().Message;
  auto lhs = [&](size_t I) { return R.Contract.Requires[I].Whole->LHS->K; };
  EXPECT_EQ(lhs(0), Expr::Kind::Cast);
  EXPECT_EQ(lhs(1), Expr::Kind::Cast);
  EXPECT_EQ(lhs(2), Expr::Kind::Call);
  EXPECT_EQ(lhs(3), Expr::Kind::Path);
  EXPECT_EQ(lhs(4), Expr::Kind::Method);
  EXPECT_EQ(lhs(5), Expr::Kind::Member);
  EXPECT_EQ(lhs(6), Expr::Kind::Unary);
  EXPECT_EQ(lhs(7), Expr::Kind::Binary);
  EXPECT_EQ(lhs(8), Expr::Kind::Paren);
}

TEST(ContractParserTest, SpansAreBytesOfTheirOwnString) {
  auto R = parse({"domain = 1", "  blokc = (1, 1, 1)"});
  Diagnostic D = onlyError(R);
  EXPECT_EQ(D.Where.Piece, 1u);
  EXPECT_EQ(D.Where.Begin, 2u);
  EXPECT_EQ(D.Where.End, 7u);
  EXPECT_EQ(D.Message.rfind("unknown launch_contract field `blokc`", 0), 0u);
}

TEST(ContractParserTest, DuplicateKeyAcrossStringsNotesTheFirst) {
  auto R = parse({"domain = 1", "domain = 1"});
  Diagnostic D = onlyError(R);
  EXPECT_EQ(D.Message, "duplicate launch_contract field `domain`");
  EXPECT_EQ(D.Where.Piece, 1u);
  ASSERT_TRUE(D.Note);
  EXPECT_EQ(D.Note->first.Piece, 0u);
  EXPECT_EQ(D.Note->second, "first given here");
}

TEST(ContractParserTest, EmptyInputs) {
  EXPECT_EQ(onlyError(parse({})).Message, "launch_contract needs at least one string");
  auto R = parse({"   "});
  ASSERT_EQ(R.Diags.size(), 2u); // empty, and therefore no domain
  EXPECT_EQ(R.Diags[0].Message.rfind("launch_contract string is empty", 0), 0u);
  EXPECT_EQ(R.Diags[1].Message, "launch_contract requires `domain = 1`, `2`, or `3`");
  EXPECT_EQ(onlyError(parse({"domain = 1, requires = ()"})).Message,
            "requires needs at least one relation, e.g. `requires = (a.len() >= n)`");
}

TEST(ContractParserTest, RecoversAtTheNextItem) {
  auto R = parse({"domain = 7, blokc = 1, block = (0, 1, 1), coordinates = i32"});
  ASSERT_EQ(R.Diags.size(), 4u);
  EXPECT_EQ(R.Diags[0].Message, "launch_contract domain must be 1, 2, or 3");
  EXPECT_EQ(R.Diags[1].Message.rfind("unknown launch_contract field `blokc`", 0), 0u);
  EXPECT_EQ(R.Diags[2].Message, "launch_contract block dimensions must be non-zero");
  EXPECT_EQ(R.Diags[3].Message, "launch_contract coordinates currently supports only `u32`");
}

TEST(ContractParserTest, MalformedTokens) {
  EXPECT_EQ(onlyError(parse({"domain = 1 $"})).Message, "unexpected character `$` in launch_contract");
  const std::string NotANumber = "` is not a number launch_contract reads: write decimal (42) or "
                                 "hexadecimal (0x2a); octal (052) and binary (0b101010) literals "
                                 "are refused, not read differently from C++";
  EXPECT_EQ(onlyError(parse({"domain = 1, dynamic_shared = 12abc"})).Message, "`12abc" + NotANumber);
  // C++ reads 010 as 8: refused, never read as ten.
  EXPECT_EQ(onlyError(parse({"domain = 1, dynamic_shared = 010"})).Message, "`010" + NotANumber);
  EXPECT_EQ(onlyError(parse({"domain = 1, dynamic_shared = 0b10"})).Message, "`0b10" + NotANumber);
  EXPECT_TRUE(parse({"domain = 1, dynamic_shared = 0"}).Diags.empty());
  EXPECT_TRUE(parse({"domain = 1, dynamic_shared = 0x0010"}).Diags.empty());
  EXPECT_EQ(onlyError(parse({"domain 1"})).Message,
            "expected `=` after launch_contract field `domain`, found `1`");
  EXPECT_EQ(onlyError(parse({"domain = 1 block = (1, 1, 1)"})).Message,
            "expected `,` between launch_contract items, found `block`");
  EXPECT_EQ(onlyError(parse({"domain = 1, requires = (n >= 1"})).Message,
            "expected `,` or `)` after a requires relation, found the end of the string");
  EXPECT_EQ(onlyError(parse({"domain = 1, requires = n >= 1"})).Message,
            "requires must be a parenthesized list of relations, as in `requires = (a.len() >= "
            "n)`: expected `(`, found `n`");
}

TEST(ContractParserTest, GeometryShapes) {
  EXPECT_EQ(onlyError(parse({"domain = 1, block = (256, 1)"})).Message,
            "block must be a tuple `(x, y, z)` of 3 integers; found 2");
  EXPECT_EQ(onlyError(parse({"domain = 1, block = (4294967296, 1, 1)"})).Message,
            "a block dimension 4294967296 does not fit in u32");
  EXPECT_EQ(onlyError(parse({"domain = 2, block = (8, 8, 2)"})).Message,
            "launch_contract block dimensions (8, 8, 2) exceed the declared 2D domain");
  EXPECT_TRUE(parse({"domain = 3, block = (4, 4, 4)"}).ok());
  EXPECT_TRUE(parse({"block = (256, 1, 1), domain = 1"}).ok()); // any order
}

TEST(ContractParserTest, SharedMemorySettings) {
  EXPECT_TRUE(parse({"domain = 1, dynamic_shared_range = (0, 49152)"}).ok());
  EXPECT_EQ(onlyError(parse({"domain = 1, dynamic_shared_range = (4096, 1024)"})).Message,
            "dynamic_shared_range minimum cannot exceed its maximum");
  EXPECT_EQ(onlyError(parse({"domain = 1, dynamic_shared = 1, dynamic_shared_range = (0, 2)"}))
                .Message,
            "launch_contract accepts either `dynamic_shared` or `dynamic_shared_range`, not both");
  for (const char *Bad : {"domain = 1, dynamic_shared_alignment = 0",
                          "domain = 1, dynamic_shared_alignment = 24"})
    EXPECT_EQ(onlyError(parse({Bad})).Message,
              "dynamic_shared_alignment must be a non-zero power of two");
  EXPECT_EQ(onlyError(parse({"domain = 1, dynamic_shared = 4096, dynamic_shared_alignment = 2048"})).Message,
            "dynamic_shared_alignment must be at most 1024 bytes");
  EXPECT_EQ(onlyError(parse({"domain = 1, dynamic_shared_alignment = 16"})).Message,
            "dynamic_shared_alignment needs `dynamic_shared` or `dynamic_shared_range`: it is the "
            "alignment of the kernel's dynamic shared memory");
  EXPECT_TRUE(parse({"domain = 1, dynamic_shared_range = (0, 4096), dynamic_shared_alignment = 1024"}).ok());
}

} // namespace
