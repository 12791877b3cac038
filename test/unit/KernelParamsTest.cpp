// attrs::classifyKernelParams over real clang ASTs.
#include "oxide/attrs/KernelParams.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

#include <string>

using namespace clang;
using oxide::attrs::ParamKind;

namespace {

// Stand-ins with the real names and namespaces, plus look-alikes.
constexpr const char *Prelude = R"cpp(
namespace oxide {
inline namespace v1 {
template <class T> class slice {};
}
struct index1d {};
template <unsigned long S> struct index2d {};
template <class T, class S = index1d> class disjoint_slice {};
namespace detail { template <class T> class slice {}; }
}
namespace other { template <class T> class slice {}; }
template <class T> class slice {};
enum class color : unsigned { red };
struct pod { unsigned n; };
)cpp";

class KernelParamsTest : public ::testing::Test {
protected:
  /// Parses Prelude + Code and classifies the parameters of `k`.
  llvm::SmallVector<oxide::attrs::KernelParam, 8> classify(const std::string &Code) {
    AST = tooling::buildASTFromCodeWithArgs(std::string(Prelude) + Code, {"-std=c++20"},
                                            "input.cc");
    EXPECT_TRUE(AST);
    for (Decl *D : AST->getASTContext().getTranslationUnitDecl()->decls())
      if (auto *FD = dyn_cast<FunctionDecl>(D); FD && FD->getName() == "k")
        return oxide::attrs::classifyKernelParams(*FD);
    ADD_FAILURE() << "no function k";
    return {};
  }
  std::unique_ptr<ASTUnit> AST;
};

TEST_F(KernelParamsTest, SliceLikeDirectlyAndThroughTypedefsAndAliases) {
  auto P = classify(R"cpp(
    using fslice = oxide::slice<const float>;
    typedef oxide::disjoint_slice<float> out_t;
    template <class T> using view = oxide::slice<T>;
    void k(oxide::slice<float> a, fslice b, out_t c, view<int> d, const oxide::slice<int> e);
  )cpp");
  ASSERT_EQ(P.size(), 5u);
  for (const auto &KP : P)
    EXPECT_EQ(KP.Kind, ParamKind::SliceLike) << KP.Name;
  EXPECT_FALSE(P[0].Slice->Disjoint);
  EXPECT_TRUE(P[1].Slice->Element.isConstQualified());
  EXPECT_TRUE(P[2].Slice->Disjoint);
  EXPECT_EQ(P[2].Slice->Space->getAsCXXRecordDecl()->getQualifiedNameAsString(), "oxide::index1d");
}

TEST_F(KernelParamsTest, LookAlikesInOtherNamespacesAreNotSliceLike) {
  auto P = classify(R"cpp(
    void k(other::slice<float> a, ::slice<float> b, oxide::detail::slice<float> c);
  )cpp");
  ASSERT_EQ(P.size(), 3u);
  for (const auto &KP : P) {
    EXPECT_EQ(KP.Kind, ParamKind::Other) << KP.Name;
    EXPECT_FALSE(KP.Slice) << KP.Name;
  }
}

TEST_F(KernelParamsTest, UnsignedScalars) {
  auto P = classify(R"cpp(
    typedef unsigned long size_type;
    void k(unsigned a, unsigned char b, unsigned short c, unsigned long long d,
           size_type e, const unsigned f);
  )cpp");
  for (const auto &KP : P)
    EXPECT_EQ(KP.Kind, ParamKind::UnsignedScalar) << KP.Name;
}

TEST_F(KernelParamsTest, SignedScalars) {
  auto P = classify("void k(int a, long b, short c, signed char d, long long e);");
  for (const auto &KP : P)
    EXPECT_EQ(KP.Kind, ParamKind::SignedScalar) << KP.Name;
}

TEST_F(KernelParamsTest, EverythingElseIsOther) {
  auto P = classify(R"cpp(
    void k(float a, double b, bool c, char d, unsigned *e, const float *f, color g,
           pod h, unsigned __int128 i, char32_t j, oxide::index1d l);
  )cpp");
  ASSERT_EQ(P.size(), 11u);
  for (const auto &KP : P)
    EXPECT_EQ(KP.Kind, ParamKind::Other) << KP.Name;
}

TEST_F(KernelParamsTest, NamesAndOrderArePreserved) {
  auto P = classify("void k(unsigned n, oxide::slice<float> input, int m);");
  ASSERT_EQ(P.size(), 3u);
  EXPECT_EQ(P[0].Name, "n");
  EXPECT_EQ(P[1].Name, "input");
  EXPECT_EQ(P[2].Name, "m");
  EXPECT_EQ(oxide::attrs::kindName(P[1].Kind), "slice-like");
}

} // namespace
