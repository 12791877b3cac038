//===- ForkedJob.h - One parse in a child process, beside another -*- C++ -*-===//
//
// oxide-rewrite parses a kernel file at least twice: the device side (once
// per GPU architecture) and the host side, each a whole clang parse.
// After an edit to a kernel file, little of the build can run beside the
// rewrite (every file that launches waits for the generated header), so
// the two parses run at once: the device side in a child process, the host
// side in oxide-rewrite's own. The work is the same; a busy machine gains
// nothing, an idle core cuts the wait. A fork, not a thread: the
// parses share globals (the refusal flag, the command-line options) and
// each redirects stderr while it runs.
//
// What each side prints is held in a temporary file, and the caller prints
// it in the serial run's order (the device side's first); when the device
// side refuses the file, the host side's output is dropped, as it would not
// have been made. docs/build.md, "Build cost", has the measurement.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_REWRITER_FORKEDJOB_H
#define OXIDE_REWRITER_FORKEDJOB_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <memory>
#include <optional>

namespace oxide::rewriter {

/// stderr (file descriptor 2, which llvm::errs() and clang's diagnostics
/// write to) held in a temporary file from start() until stop().
class HeldStderr {
public:
  /// Starts holding; false, and nothing held, when there is no temporary file.
  bool start();
  /// Stops holding (stderr is the real one again). Idempotent.
  void stop();
  /// Writes what was held to the real stderr.
  void print() const;
  ~HeldStderr();

private:
  int File = -1;  // the temporary file (unlinked)
  int Saved = -1; // the real stderr while held
};

/// A job in a child process, its stderr held.
class ForkedJob {
public:
  /// Starts \p Job (which returns an exit status) in a child process;
  /// nothing when it cannot (no fork, no temporary file): the caller runs
  /// the job itself.
  static std::unique_ptr<ForkedJob> start(llvm::function_ref<int()> Job);
  /// The job's exit status once it ends (waits the first time); -1 when it
  /// did not exit (a signal killed it).
  int status();
  /// What the job wrote to stderr, to the real stderr (waits first).
  void print();
  ~ForkedJob();

private:
  int Pid = -1;
  int Output = -1; // the child's stderr: a temporary file (unlinked)
  std::optional<int> Status;
};

} // namespace oxide::rewriter

#endif // OXIDE_REWRITER_FORKEDJOB_H
