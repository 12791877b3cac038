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

// The launch-shape check (OXIDE_LAUNCH_SHAPE) in the three shapes nvcc and
// clang give it, beside a bounds check whose trap must still count; a
// cluster kernel and a 64-bit division.
constexpr const char *BlockCheckPtx = R"(
.visible .entry _Z6nvcc_kv(
)
.maxntid 128, 1, 1
{
	mov.u32 	%r1, %ntid.x;
	setp.ne.s32 	%p1, %r1, 128;
	@%p1 bra 	$L__BB0_9;
	setp.ge.u64 	%p2, %rd1, %rd2;
	@%p2 bra 	$L__BB0_8;
	st.global.f32 	[%rd3], %f1;
	ret;
$L__BB0_8:
	trap;
$L__BB0_9:
	// begin inline asm
	trap; // oxide-launch-shape
	// end inline asm
}
.visible .entry _Z7clang_kv(
)
.maxntid 128
{
	setp.eq.b32 	%p5, %r4, 1;
	@%p5 bra 	$L__BB1_2;
	bra.uni 	$L__BB1_1;
$L__BB1_2:
	ret;
$L__BB1_1:
	// begin inline asm
	trap; // oxide-launch-shape
	// end inline asm
}
.visible .entry _Z11fallthroughv(
)
{
	@%p1 bra 	$L__BB2_2;
	// begin inline asm
	trap; // oxide-launch-shape
	// end inline asm
$L__BB2_2:
	ret;
}
.visible .entry _Z7clusterv(
)
.reqntid 128, 1, 1
.reqnctapercluster 1, 1, 1
{
	div.u64 	%rd3, %rd1, %rd2;
	rem.s64 	%rd4, %rd1, %rd2;
	div.u32 	%r1, %r2, %r3;
	ret;
}
)";

TEST(PtxAnalysis, TheExactBlockCheckCountsApart) {
  const auto E = analysePtx(BlockCheckPtx);
  ASSERT_EQ(E.size(), 4u);
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(E[i].LaunchShapeChecks, 1u) << E[i].BaseName;
  EXPECT_EQ(E[0].Traps, 1u);           // the bounds check's trap stays counted
  EXPECT_EQ(E[0].GuardedBranches, 1u); // and its branch; the block check's is apart
  EXPECT_EQ(E[1].Traps, 0u);
  EXPECT_EQ(E[1].GuardedBranches, 0u); // @%p5 bra over, then bra.uni to the trap
  EXPECT_EQ(E[2].GuardedBranches, 0u); // falls into the trap
  EXPECT_EQ(E[3].LaunchShapeChecks, 0u);
}

TEST(PtxAnalysis, ClusterKernelsAndWideDivisions) {
  const auto E = analysePtx(BlockCheckPtx);
  EXPECT_EQ(E[3].ClusterDirectives, 1u); // .reqnctapercluster, not .reqntid
  EXPECT_EQ(E[3].Div64, 2u);             // div.u64 and rem.s64, not div.u32
  EXPECT_EQ(E[0].ClusterDirectives, 0u);
  EXPECT_TRUE(checkExpectation(E, "*:div64==0").size() == 1u);
  EXPECT_TRUE(checkExpectation(E, "*:cluster<=1").empty());
}
