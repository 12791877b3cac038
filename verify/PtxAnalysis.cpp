//===- PtxAnalysis.cpp - What a PTX entry does, counted -------------------===//

#include "oxide/verify/PtxAnalysis.h"

#include <cxxabi.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>

namespace oxide::verify {
namespace {

std::string_view trim(std::string_view S) {
  while (!S.empty() && (S.front() == ' ' || S.front() == '\t' || S.front() == '\r'))
    S.remove_prefix(1);
  while (!S.empty() && (S.back() == ' ' || S.back() == '\t' || S.back() == '\r'))
    S.remove_suffix(1);
  return S;
}

std::string demangle(const std::string &Mangled) {
  int Status = 0;
  std::unique_ptr<char, void (*)(void *)> Out(
      abi::__cxa_demangle(Mangled.c_str(), nullptr, nullptr, &Status), std::free);
  return Status == 0 && Out ? std::string(Out.get()) : Mangled;
}

/// The directives that make an entry a thread-block cluster kernel: a
/// launch of it is a cluster launch, even of clusters of one block (nvcc's
/// __block_size__ emits `.reqnctapercluster 1, 1, 1`).
bool isClusterDirective(std::string_view Line) {
  for (std::string_view D : {".reqnctapercluster", ".explicitcluster", ".maxclusterrank"})
    if (Line.rfind(D, 0) == 0)
      return true;
  return false;
}

/// Counts one instruction line (guard, opcode, operands).
void countInstruction(std::string_view Line, EntryStats &E) {
  bool Guarded = false;
  if (!Line.empty() && Line.front() == '@') {
    Guarded = true;
    const size_t Space = Line.find_first_of(" \t");
    if (Space == std::string_view::npos)
      return;
    Line = trim(Line.substr(Space));
  }
  const size_t End = Line.find_first_of(" \t;");
  const std::string Op(Line.substr(0, End));
  if (Op == "trap")
    ++E.Traps;
  else if (Op == "div.u64" || Op == "div.s64" || Op == "rem.u64" || Op == "rem.s64")
    ++E.Div64;
  else if (Op.rfind("bra", 0) == 0 && Guarded)
    ++E.GuardedBranches;
  else if (Op.rfind("call", 0) == 0)
    ++E.Calls;
  else if (Op.rfind("ld.global", 0) == 0)
    ++E.GlobalLoads[Op];
  else if (Op.rfind("st.global", 0) == 0)
    ++E.GlobalStores[Op];
  else if (Op.rfind("ld.shared", 0) == 0)
    ++E.SharedLoads[Op];
  else if (Op.rfind("st.shared", 0) == 0)
    ++E.SharedStores[Op];
}

/// The launch-shape check at a kernel's entry (OXIDE_LAUNCH_SHAPE in
/// config.cuh) is one guarded branch to one `trap;` carrying this marker.
/// It guards the launch geometry, not an index, so it is counted apart:
/// `traps` and `branches` stay the bounds checks' and the control flow's.
constexpr std::string_view LaunchShapeMarker = "oxide-launch-shape";

/// Finds the branch that leads to the marked trap. nvcc branches to the
/// trap's label; clang branches over it (`@%p bra ok; bra.uni trap;`) or
/// falls into it (the trap right after the guarded branch).
class BlockCheckTracker {
public:
  void label(std::string_view L) {
    Labels.push_back(std::string(L));
    PrevWasGuarded = false;
  }
  void instruction(std::string_view Line) {
    Labels.clear();
    const bool Guarded = Line.front() == '@';
    const std::string Target = branchTarget(Line);
    if (!Target.empty() && Guarded)
      ++GuardedTo[Target];
    else if (!Target.empty() && PrevWasGuarded)
      ++UnguardedAfterGuard[Target];
    PrevWasGuarded = Guarded && !Target.empty();
  }
  void markedTrap() {
    ++Traps;
    for (const std::string &L : Labels)
      TrapLabels.push_back(L);
    FallThroughBranches += PrevWasGuarded;
    Labels.clear();
    PrevWasGuarded = false;
  }
  void finish(EntryStats &E) {
    unsigned Branches = FallThroughBranches;
    for (const std::string &L : TrapLabels)
      Branches += GuardedTo[L] + UnguardedAfterGuard[L];
    E.LaunchShapeChecks = Traps;
    E.GuardedBranches -= std::min(Branches, E.GuardedBranches);
    *this = BlockCheckTracker();
  }

private:
  /// `$L__BB0_2` of `@%p bra $L__BB0_2;` or `bra.uni $L__BB0_1;`; empty for
  /// anything else.
  static std::string branchTarget(std::string_view Line) {
    if (Line.front() == '@')
      Line = trim(Line.substr(std::min(Line.find_first_of(" \t"), Line.size())));
    if (Line.rfind("bra", 0) != 0)
      return "";
    const size_t Space = Line.find_first_of(" \t");
    if (Space == std::string_view::npos)
      return "";
    std::string_view Target = trim(Line.substr(Space));
    return std::string(trim(Target.substr(0, Target.find(';'))));
  }

  std::vector<std::string> Labels, TrapLabels;
  std::map<std::string, unsigned> GuardedTo, UnguardedAfterGuard;
  unsigned Traps = 0, FallThroughBranches = 0;
  bool PrevWasGuarded = false;
};

std::vector<const EntryStats *> named(const std::vector<EntryStats> &Entries, std::string_view Name) {
  std::vector<const EntryStats *> Out;
  for (const EntryStats &E : Entries)
    if (Name == "*" || E.BaseName == Name)
      Out.push_back(&E);
  return Out;
}

std::string multiset(const std::map<std::string, unsigned> &M) {
  std::string Out = "{";
  for (const auto &[Op, N] : M)
    Out += (Out.size() > 1 ? ", " : "") + Op + " x" + std::to_string(N);
  return Out + "}";
}

} // namespace

unsigned EntryStats::count(const std::map<std::string, unsigned> &M) const {
  unsigned N = 0;
  for (const auto &KV : M)
    N += KV.second;
  return N;
}

std::string baseName(std::string_view D) {
  // The name ends at the `(` of the parameter list at template depth 0.
  int Depth = 0;
  size_t Paren = std::string_view::npos;
  for (size_t I = 0; I < D.size(); ++I) {
    if (D[I] == '<')
      ++Depth;
    else if (D[I] == '>')
      --Depth;
    else if (D[I] == '(' && Depth == 0) {
      Paren = I;
      break;
    }
  }
  std::string_view Head = D.substr(0, Paren);
  // Drop trailing template arguments, then the return type and qualifiers.
  if (!Head.empty() && Head.back() == '>') {
    int TDepth = 0;
    for (size_t I = Head.size(); I-- > 0;) {
      if (Head[I] == '>')
        ++TDepth;
      else if (Head[I] == '<' && --TDepth == 0) {
        Head = Head.substr(0, I);
        break;
      }
    }
  }
  const size_t Cut = Head.find_last_of(" :");
  return std::string(Cut == std::string_view::npos ? Head : Head.substr(Cut + 1));
}

std::vector<EntryStats> analysePtx(std::string_view Ptx) {
  std::vector<EntryStats> Out;
  EntryStats *Cur = nullptr;
  BlockCheckTracker Checks;
  int Depth = 0;
  bool InBody = false;
  size_t Pos = 0;
  while (Pos <= Ptx.size()) {
    size_t Next = Ptx.find('\n', Pos);
    if (Next == std::string_view::npos)
      Next = Ptx.size();
    std::string_view Line = trim(Ptx.substr(Pos, Next - Pos));
    Pos = Next + 1;
    const bool Marked = Line.find(LaunchShapeMarker) != std::string_view::npos;
    if (const size_t Comment = Line.find("//"); Comment != std::string_view::npos)
      Line = trim(Line.substr(0, Comment));
    if (!Cur) {
      const size_t At = Line.find(".entry ");
      if (At == std::string_view::npos)
        continue;
      std::string_view Name = trim(Line.substr(At + 7));
      Name = Name.substr(0, Name.find_first_of("( \t"));
      Out.emplace_back();
      Cur = &Out.back();
      Cur->Mangled = std::string(Name);
      Cur->Demangled = demangle(Cur->Mangled);
      Cur->BaseName = baseName(Cur->Demangled);
      Depth = 0;
      InBody = false;
      continue;
    }
    for (char C : Line) {
      if (C == '{') {
        ++Depth;
        InBody = true;
      } else if (C == '}') {
        --Depth;
      }
    }
    if (InBody && Depth == 0) {
      Checks.finish(*Cur);
      Cur = nullptr;
      continue;
    }
    if (!InBody && isClusterDirective(Line))
      ++Cur->ClusterDirectives;
    if (!InBody || Line.empty() || Line.front() == '.' || Line.front() == '{' || Line.front() == '}')
      continue;
    if (Line.back() == ':') {
      Checks.label(Line.substr(0, Line.size() - 1));
      continue;
    }
    if (Marked && Line.rfind("trap", 0) == 0) {
      Checks.markedTrap();
      continue;
    }
    Checks.instruction(Line);
    countInstruction(Line, *Cur);
  }
  return Out;
}

std::optional<std::vector<EntryStats>> analysePtxFile(const std::string &Path) {
  std::ifstream In(Path);
  if (!In)
    return std::nullopt;
  std::stringstream Text;
  Text << In.rdbuf();
  return analysePtx(Text.str());
}

std::optional<unsigned> metric(const EntryStats &E, std::string_view Name) {
  if (Name == "traps")
    return E.Traps;
  if (Name == "branches")
    return E.GuardedBranches;
  if (Name == "calls")
    return E.Calls;
  if (Name == "shape_checks")
    return E.LaunchShapeChecks;
  if (Name == "cluster")
    return E.ClusterDirectives;
  if (Name == "div64")
    return E.Div64;
  if (Name == "ld.global")
    return E.count(E.GlobalLoads);
  if (Name == "st.global")
    return E.count(E.GlobalStores);
  if (Name == "ld.shared")
    return E.count(E.SharedLoads);
  if (Name == "st.shared")
    return E.count(E.SharedStores);
  return std::nullopt;
}

std::vector<std::string> checkExpectation(const std::vector<EntryStats> &Entries,
                                          std::string_view X) {
  const size_t Colon = X.rfind(':');
  const size_t OpAt = X.find_first_of("=!<>", Colon == std::string_view::npos ? 0 : Colon);
  if (Colon == std::string_view::npos || OpAt == std::string_view::npos)
    return {"malformed expectation '" + std::string(X) +
            "': expected <entry>:<metric><op><number>, e.g. k:traps==0"};
  const std::string_view Entry = trim(X.substr(0, Colon));
  const std::string_view Metric = trim(X.substr(Colon + 1, OpAt - Colon - 1));
  size_t NumAt = OpAt + 1;
  if (NumAt < X.size() && X[NumAt] == '=')
    ++NumAt;
  const std::string_view Op = X.substr(OpAt, NumAt - OpAt);
  const std::string Num(trim(X.substr(NumAt)));
  char *End = nullptr;
  const unsigned long Want = std::strtoul(Num.c_str(), &End, 10);
  const bool OpOk = Op == "==" || Op == "!=" || Op == ">=" || Op == "<=" || Op == ">" || Op == "<";
  if (!OpOk || Num.empty() || *End != '\0')
    return {"malformed expectation '" + std::string(X) +
            "': the operator is one of == != >= <= > < and the bound a number"};
  std::vector<const EntryStats *> Matches = named(Entries, Entry);
  if (Matches.empty())
    return {"no .entry named '" + std::string(Entry) + "' (expectation '" + std::string(X) + "')"};
  std::vector<std::string> Failures;
  for (const EntryStats *E : Matches) {
    std::optional<unsigned> Got = metric(*E, Metric);
    if (!Got)
      return {"unknown metric '" + std::string(Metric) +
              "': use traps, branches, shape_checks, cluster, div64, calls, ld.global, st.global, ld.shared or st.shared"};
    const bool Holds = Op == "==" ? *Got == Want : Op == "!=" ? *Got != Want
                     : Op == ">=" ? *Got >= Want : Op == "<=" ? *Got <= Want
                     : Op == ">"  ? *Got > Want  : *Got < Want;
    if (!Holds)
      Failures.push_back(E->Demangled + ": " + std::string(Metric) + " is " + std::to_string(*Got) +
                         ", expected " + std::string(Op) + " " + Num);
  }
  return Failures;
}

namespace {
std::vector<std::string> pair(const std::vector<EntryStats> &Entries, std::string_view A,
                              std::string_view B, const EntryStats *&EA, const EntryStats *&EB) {
  std::vector<const EntryStats *> MA = named(Entries, A), MB = named(Entries, B);
  std::vector<std::string> Out;
  for (auto [Name, M] : {std::pair{A, &MA}, std::pair{B, &MB}})
    if (M->size() != 1)
      Out.push_back("expected exactly one .entry named '" + std::string(Name) + "', found " +
                    std::to_string(M->size()));
  if (Out.empty()) {
    EA = MA.front();
    EB = MB.front();
  }
  return Out;
}
} // namespace

std::vector<std::string> checkSameMemory(const std::vector<EntryStats> &Entries, std::string_view A,
                                         std::string_view B) {
  const EntryStats *EA = nullptr, *EB = nullptr;
  std::vector<std::string> Out = pair(Entries, A, B, EA, EB);
  if (!Out.empty())
    return Out;
  const std::pair<const char *, std::map<std::string, unsigned> EntryStats::*> Kinds[] = {
      {"global loads", &EntryStats::GlobalLoads},
      {"global stores", &EntryStats::GlobalStores},
      {"shared loads", &EntryStats::SharedLoads},
      {"shared stores", &EntryStats::SharedStores}};
  for (const auto &[What, Member] : Kinds)
    if (EA->*Member != EB->*Member)
      Out.push_back(std::string(What) + " differ: " + std::string(A) + " " + multiset(EA->*Member) +
                    ", " + std::string(B) + " " + multiset(EB->*Member));
  return Out;
}

std::vector<std::string> checkSameBranches(const std::vector<EntryStats> &Entries,
                                           std::string_view A, std::string_view B) {
  const EntryStats *EA = nullptr, *EB = nullptr;
  std::vector<std::string> Out = pair(Entries, A, B, EA, EB);
  if (Out.empty() && EA->GuardedBranches != EB->GuardedBranches)
    Out.push_back("guarded branches differ: " + std::string(A) + " has " +
                  std::to_string(EA->GuardedBranches) + ", " + std::string(B) + " has " +
                  std::to_string(EB->GuardedBranches));
  return Out;
}

std::string summary(const std::vector<EntryStats> &Entries) {
  std::ostringstream OS;
  for (const EntryStats &E : Entries)
    OS << E.Demangled << "\n    traps: " << E.Traps << "   guarded branches: " << E.GuardedBranches
       << "   calls: " << E.Calls << "   ld.global: " << E.count(E.GlobalLoads)
       << "   st.global: " << E.count(E.GlobalStores) << "   ld.shared: " << E.count(E.SharedLoads)
       << "   st.shared: " << E.count(E.SharedStores) << "   shape checks: " << E.LaunchShapeChecks
       << (E.ClusterDirectives ? "   CLUSTER KERNEL" : "") << (E.Div64 ? "   64-bit div/rem: " + std::to_string(E.Div64) : "")
       << "\n";
  return OS.str();
}

} // namespace oxide::verify
