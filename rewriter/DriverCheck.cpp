//===- DriverCheck.cpp - The parse's command line, as clang's driver reads it ===//

#include "DriverCheck.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <memory>
#include <vector>

namespace oxide::rewriter {

using namespace clang;

bool driverAccepts(const tooling::CompilationDatabase &DB, llvm::StringRef File,
                   const tooling::ArgumentsAdjuster &Adjust) {
  for (const tooling::CompileCommand &C : DB.getCompileCommands(File)) {
    const tooling::CommandLineArguments Args = Adjust(C.CommandLine, File);
    if (Args.empty())
      continue;
    DiagnosticOptions Opts;
    TextDiagnosticPrinter Printer(llvm::errs(), Opts);
    DiagnosticsEngine Diags(llvm::makeIntrusiveRefCnt<DiagnosticIDs>(), Opts, &Printer,
                            /*ShouldOwnClient=*/false);
    // Only errors: the parse itself prints the warnings, under the
    // command's own -W flags (which this engine does not apply).
    Diags.setIgnoreAllWarnings(true);
    driver::Driver D(Args.front(), llvm::sys::getDefaultTargetTriple(), Diags);
    std::vector<const char *> Argv;
    for (const std::string &A : Args)
      Argv.push_back(A.c_str());
    const std::unique_ptr<driver::Compilation> Compilation(D.BuildCompilation(Argv));
    if (!Compilation || Diags.hasErrorOccurred())
      return false;
  }
  return true;
}

} // namespace oxide::rewriter
