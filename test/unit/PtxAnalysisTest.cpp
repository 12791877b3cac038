// The PTX analyser behind oxide-verify-ptx: entries, counts, names, claims.
#include "oxide/verify/PtxAnalysis.h"

#include <gtest/gtest.h>

#include <cstdio>

using namespace oxide::verify;

namespace {

// Two entries in nvcc's shape: a nested { } call block, comments, labels,
// guarded branches with both polarities, vector and .nc loads.
constexpr const char *Ptx = R"(
.version 8.8
.target sm_90
	// .globl	_Z7checkedPKfPf
.visible .entry _Z7checkedPKfPf(
	.param .u64 _Z7checkedPKfPf_param_0
)
.maxntid 256, 1, 1
{
	.reg .pred 	%p<3>;
	ld.param.u64 	%rd1, [_Z7checkedPKfPf_param_0];
	setp.ge.u64 	%p1, %rd3, %rd2;
	@%p1 bra 	$L__BB0_2;
	ld.global.nc.f32 	%f1, [%rd4];
	st.global.f32 	[%rd5], %f1; // a comment with trap; in it
	ret;
$L__BB0_2:
	trap;
	@!%p2 bra.uni 	$L__BB0_3;
	{ // callseq 0, 0
	call.uni 	vprintf, (param0);
	} // callseq 0
$L__BB0_3:
	ret;
}
.visible .entry _Z5tiledIfEvPKT_PS0_(
	.param .u64 p0
)
{
	ld.global.v4.f32 	{%f1, %f2, %f3, %f4}, [%rd1];
	st.shared.f32 	[%r1], %f1;
	bar.sync 	0;
	ld.shared.f32 	%f5, [%r2];
	ld.shared.f32 	%f6, [%r3];
	st.global.f32 	[%rd2], %f5;
	ret;
}
)";

TEST(PtxAnalysis, FindsEveryEntryWithItsNames) {
  const auto E = analysePtx(Ptx);
  ASSERT_EQ(E.size(), 2u);
  EXPECT_EQ(E[0].Mangled, "_Z7checkedPKfPf");
  EXPECT_EQ(E[0].Demangled, "checked(float const*, float*)");
  EXPECT_EQ(E[0].BaseName, "checked");
  EXPECT_EQ(E[1].Demangled, "void tiled<float>(float const*, float*)");
  EXPECT_EQ(E[1].BaseName, "tiled");
}

TEST(PtxAnalysis, CountsTrapsBranchesCallsButNotComments) {
  const auto E = analysePtx(Ptx);
  EXPECT_EQ(E[0].Traps, 1u);           // the one in the comment does not count
  EXPECT_EQ(E[0].GuardedBranches, 2u); // @%p and @!%p
  EXPECT_EQ(E[0].Calls, 1u);           // inside the nested call block
  EXPECT_EQ(E[1].Traps, 0u);
  EXPECT_EQ(E[1].GuardedBranches, 0u);
}

TEST(PtxAnalysis, KeepsMemoryOpsWithTheirQualifiers) {
  const auto E = analysePtx(Ptx);
  EXPECT_EQ(E[0].GlobalLoads.at("ld.global.nc.f32"), 1u);
  EXPECT_EQ(E[0].GlobalStores.at("st.global.f32"), 1u);
  EXPECT_EQ(E[1].GlobalLoads.at("ld.global.v4.f32"), 1u);
  EXPECT_EQ(E[1].SharedLoads.at("ld.shared.f32"), 2u);
  EXPECT_EQ(E[1].SharedStores.at("st.shared.f32"), 1u);
}

TEST(PtxAnalysis, BaseNames) {
  EXPECT_EQ(baseName("void ns::k<oxide::index2d<16ul> >(oxide::slice<float const>)"), "k");
  EXPECT_EQ(baseName("indexed_sum_checked(oxide::slice<float const>)"), "indexed_sum_checked");
  EXPECT_EQ(baseName("plain_c_symbol"), "plain_c_symbol");
}

TEST(PtxAnalysis, ExpectationsHoldOrSayWhy) {
  const auto E = analysePtx(Ptx);
  EXPECT_TRUE(checkExpectation(E, "tiled:traps==0").empty());
  EXPECT_TRUE(checkExpectation(E, "checked:traps>=1").empty());
  EXPECT_TRUE(checkExpectation(E, "checked:branches>1").empty());
  EXPECT_TRUE(checkExpectation(E, "tiled:ld.shared==2").empty());
  const auto Fail = checkExpectation(E, "checked:traps==0");
  ASSERT_EQ(Fail.size(), 1u);
  EXPECT_EQ(Fail[0], "checked(float const*, float*): traps is 1, expected == 0");
  EXPECT_EQ(checkExpectation(E, "missing:traps==0")[0],
            "no .entry named 'missing' (expectation 'missing:traps==0')");
  EXPECT_NE(checkExpectation(E, "checked:bogus==0")[0].find("unknown metric 'bogus'"),
            std::string::npos);
  EXPECT_NE(checkExpectation(E, "checked traps 0")[0].find("malformed"), std::string::npos);
  EXPECT_NE(checkExpectation(E, "checked:traps=~1")[0].find("malformed"), std::string::npos);
}

TEST(PtxAnalysis, TwinsCompareByMultisetAndBranches) {
  const auto E = analysePtx(Ptx);
  const auto Mem = checkSameMemory(E, "checked", "tiled");
  ASSERT_FALSE(Mem.empty());
  EXPECT_EQ(Mem[0], "global loads differ: checked {ld.global.nc.f32 x1}, tiled {ld.global.v4.f32 x1}");
  EXPECT_TRUE(checkSameMemory(E, "tiled", "tiled").empty());
  EXPECT_EQ(checkSameBranches(E, "checked", "tiled")[0],
            "guarded branches differ: checked has 2, tiled has 0");
  EXPECT_EQ(checkSameBranches(E, "checked", "nope")[0],
            "expected exactly one .entry named 'nope', found 0");
}

} // namespace

namespace {
TEST(PtxAnalysis, FilesAreReadOrRefused) {
  EXPECT_FALSE(oxide::verify::analysePtxFile("/nonexistent/oxide.ptx"));
  const std::string path = ::testing::TempDir() + "/oxide_analysis_test.ptx";
  { std::FILE *f = std::fopen(path.c_str(), "w"); std::fputs(Ptx, f); std::fclose(f); }
  const auto e = oxide::verify::analysePtxFile(path);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->size(), 2u);
  std::remove(path.c_str());
}
} // namespace
