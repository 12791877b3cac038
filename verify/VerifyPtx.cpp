//===- VerifyPtx.cpp - oxide-verify-ptx: codegen claims over PTX ----------===//
//
//   oxide-verify-ptx FILE.ptx                       per-entry summary
//   oxide-verify-ptx FILE.ptx --expect k:traps==0   ... must hold (repeatable)
//   oxide-verify-ptx FILE.ptx --same-memory a,b     equal global/shared ld/st multisets
//   oxide-verify-ptx FILE.ptx --same-branches a,b   equal guarded-branch counts
//
// Prints the summary, then one line per claim; exits 1 when any claim fails,
// 2 on bad usage or an unreadable file. No GPU and no LLVM needed.
//
//===----------------------------------------------------------------------===//

#include "oxide/verify/PtxAnalysis.h"

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

using namespace oxide::verify;

namespace {

int usage(const std::string &Why) {
  std::cerr << "oxide-verify-ptx: " << Why
            << "\nusage: oxide-verify-ptx FILE.ptx [--expect ENTRY:METRIC<op>N]... "
               "[--same-memory A,B]... [--same-branches A,B]...\n";
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  std::string File;
  std::vector<std::pair<std::string, std::string>> Claims; // (kind, argument)
  for (int I = 1; I < argc; ++I) {
    const std::string A = argv[I];
    if (A == "--expect" || A == "--same-memory" || A == "--same-branches") {
      if (I + 1 >= argc)
        return usage(A + " needs an argument");
      Claims.emplace_back(A, argv[++I]);
    } else if (A == "-h" || A == "--help") {
      return usage("checks codegen claims over a PTX file");
    } else if (!A.empty() && A[0] == '-') {
      return usage("unknown option '" + A + "'");
    } else if (File.empty()) {
      File = A;
    } else {
      return usage("one PTX file at a time");
    }
  }
  if (File.empty())
    return usage("no PTX file given");
  const std::optional<std::vector<EntryStats>> Read = analysePtxFile(File);
  if (!Read)
    return usage("cannot read '" + File + "'");
  const std::vector<EntryStats> &Entries = *Read;
  if (Entries.empty())
    return usage("'" + File + "' has no .entry");
  std::cout << summary(Entries);
  unsigned Failed = 0;
  for (const auto &[Kind, Arg] : Claims) {
    std::vector<std::string> Failures;
    if (Kind == "--expect") {
      Failures = checkExpectation(Entries, Arg);
    } else {
      const size_t Comma = Arg.find(',');
      if (Comma == std::string::npos)
        return usage(Kind + " takes two entry names separated by a comma");
      const std::string A = Arg.substr(0, Comma), B = Arg.substr(Comma + 1);
      Failures = Kind == "--same-memory" ? checkSameMemory(Entries, A, B)
                                         : checkSameBranches(Entries, A, B);
    }
    if (Failures.empty())
      std::cout << "ok: " << Kind.substr(2) << " " << Arg << "\n";
    for (const std::string &F : Failures)
      std::cout << "FAILED: " << Kind.substr(2) << " " << Arg << ": " << F << "\n";
    Failed += !Failures.empty();
  }
  std::cout << (Failed ? "PTX claims FAILED: " + std::to_string(Failed) + " of "
                       : "PTX claims hold: all ")
            << Claims.size() << "\n";
  return Failed ? 1 : 0;
}
