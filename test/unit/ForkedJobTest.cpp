// rewriter/ForkedJob: the child's exit status, a child killed by a signal,
// and held stderr, printed in the caller's order.
#include "ForkedJob.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <string>
#include <unistd.h>

using oxide::rewriter::ForkedJob;
using oxide::rewriter::HeldStderr;

namespace {

TEST(ForkedJob, ReturnsTheJobsExitStatus) {
  auto Job = ForkedJob::start([] { return 3; });
  ASSERT_NE(Job, nullptr);
  EXPECT_EQ(Job->status(), 3);
  EXPECT_EQ(Job->status(), 3); // waited once, remembered
}

TEST(ForkedJob, AJobEndedByASignalIsNotAPass) {
  auto Job = ForkedJob::start([] {
    std::raise(SIGKILL);
    return 0;
  });
  ASSERT_NE(Job, nullptr);
  EXPECT_EQ(Job->status(), -1);
}

TEST(ForkedJob, TheChildRunsApartFromTheParent) {
  int Shared = 1;
  auto Job = ForkedJob::start([&] {
    Shared = 2; // the child's copy
    return Shared;
  });
  ASSERT_NE(Job, nullptr);
  EXPECT_EQ(Job->status(), 2);
  EXPECT_EQ(Shared, 1);
}

TEST(ForkedJob, OutputIsHeldAndPrintedInTheCallersOrder) {
  testing::internal::CaptureStderr();
  {
    HeldStderr Parent;
    ASSERT_TRUE(Parent.start());
    auto Job = ForkedJob::start([] {
      std::fputs("child\n", stderr);
      return 0;
    });
    ASSERT_NE(Job, nullptr);
    std::fputs("parent\n", stderr);
    std::fflush(stderr);
    ASSERT_EQ(Job->status(), 0);
    Parent.stop();
    Job->print();
    Parent.print();
  }
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "child\nparent\n");
}

TEST(ForkedJob, HeldOutputCanBeDropped) {
  testing::internal::CaptureStderr();
  {
    HeldStderr Parent;
    ASSERT_TRUE(Parent.start());
    std::fputs("dropped\n", stderr);
    std::fflush(stderr);
    Parent.stop();
  }
  std::fputs("after\n", stderr);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "after\n");
}

} // namespace
