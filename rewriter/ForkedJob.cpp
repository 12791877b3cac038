//===- ForkedJob.cpp - One parse in a child process, beside another -------===//

#include "ForkedJob.h"

#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <cstdio>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace oxide::rewriter {
namespace {

/// A temporary file, already unlinked (it goes when closed), open for
/// reading and writing; -1 when none can be made.
int openTemporary() {
  std::FILE *F = std::tmpfile();
  if (!F)
    return -1;
  const int Fd = ::dup(::fileno(F));
  std::fclose(F);
  return Fd;
}

/// Everything in \p From, from its start, to stderr.
void copyToStderr(int From) {
  if (From < 0 || ::lseek(From, 0, SEEK_SET) != 0)
    return;
  char Buf[8192];
  for (ssize_t N; (N = ::read(From, Buf, sizeof Buf)) > 0;)
    for (ssize_t Done = 0; Done < N;) {
      const ssize_t W = ::write(2, Buf + Done, N - Done);
      if (W <= 0)
        return;
      Done += W;
    }
}

} // namespace

bool HeldStderr::start() {
  File = openTemporary();
  Saved = File < 0 ? -1 : ::dup(2);
  llvm::errs().flush();
  if (Saved < 0 || ::dup2(File, 2) < 0) {
    stop();
    return false;
  }
  return true;
}

void HeldStderr::stop() {
  if (Saved < 0)
    return;
  llvm::errs().flush();
  std::fflush(stderr);
  ::dup2(Saved, 2);
  ::close(Saved);
  Saved = -1;
}

void HeldStderr::print() const { copyToStderr(File); }

HeldStderr::~HeldStderr() {
  stop();
  if (File >= 0)
    ::close(File);
}

std::unique_ptr<ForkedJob> ForkedJob::start(llvm::function_ref<int()> Job) {
  auto J = std::unique_ptr<ForkedJob>(new ForkedJob);
  J->Output = openTemporary();
  if (J->Output < 0)
    return nullptr;
  // Nothing buffered may be written twice, once by each process.
  llvm::errs().flush();
  llvm::outs().flush();
  std::fflush(nullptr);
  J->Pid = ::fork();
  if (J->Pid < 0)
    return nullptr;
  if (J->Pid == 0) {
    ::dup2(J->Output, 2);
    const int Status = Job();
    llvm::errs().flush();
    llvm::outs().flush();
    std::fflush(nullptr);
    ::_exit(Status); // no exit handlers: they are the parent's to run
  }
  return J;
}

int ForkedJob::status() {
  if (!Status) {
    int Raw = 0;
    pid_t Got;
    while ((Got = ::waitpid(Pid, &Raw, 0)) < 0 && errno == EINTR)
      ;
    Status = Got == Pid && WIFEXITED(Raw) ? WEXITSTATUS(Raw) : -1;
  }
  return *Status;
}

void ForkedJob::print() {
  status();
  copyToStderr(Output);
}

ForkedJob::~ForkedJob() {
  if (Pid > 0)
    status(); // no zombie, and no child left parsing after the parent ends
  if (Output >= 0)
    ::close(Output);
}

} // namespace oxide::rewriter
