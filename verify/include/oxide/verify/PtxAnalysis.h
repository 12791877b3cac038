//===- PtxAnalysis.h - What a PTX entry does, counted -------------*- C++ -*-===//
//
// The PTX side of oxide's codegen claims: per `.entry`, the traps, guarded
// branches, calls and the multisets of global and shared loads and stores.
// Standard C++ only, so the examples' --verify-ptx links it without LLVM and
// runs on a GPU machine that has none.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_VERIFY_PTXANALYSIS_H
#define OXIDE_VERIFY_PTXANALYSIS_H

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oxide::verify {

struct EntryStats {
  std::string Mangled;   ///< the .entry symbol
  std::string Demangled; ///< as c++filt prints it (the symbol when not C++)
  std::string BaseName;  ///< the function's name alone: `scaled_gather` for `void scaled_gather<float>(...)`
  unsigned Traps = 0;           ///< `trap;`
  unsigned GuardedBranches = 0; ///< `@%p bra` / `@!%p bra`
  unsigned Calls = 0;           ///< `call` of any kind
  /// The exact-block check at the entry (a `trap;` marked oxide-launch-shape
  /// and the branch to it); not in Traps or GuardedBranches.
  unsigned LaunchShapeChecks = 0;
  /// `.reqnctapercluster`, `.explicitcluster`, `.maxclusterrank`: any makes
  /// every launch of the entry a cluster launch.
  unsigned ClusterDirectives = 0;
  /// `div` and `rem` on 64-bit integers: a subroutine of dozens of
  /// instructions on the GPU.
  unsigned Div64 = 0;
  /// Opcode with its qualifiers -> count, e.g. "ld.global.nc.f32" -> 2.
  std::map<std::string, unsigned> GlobalLoads, GlobalStores, SharedLoads, SharedStores;

  unsigned count(const std::map<std::string, unsigned> &M) const;
};

/// Every `.entry` of \p Ptx, in file order.
std::vector<EntryStats> analysePtx(std::string_view Ptx);

/// Every `.entry` of the PTX file at \p Path; nothing when it cannot be read.
std::optional<std::vector<EntryStats>> analysePtxFile(const std::string &Path);

/// The function's base name from a demangled name.
std::string baseName(std::string_view Demangled);

/// A named metric of \p E: traps, branches, shape_checks, cluster, div64, calls, ld.global, st.global,
/// ld.shared, st.shared. Nothing for an unknown name.
std::optional<unsigned> metric(const EntryStats &E, std::string_view Name);

/// One expectation, `<entry>:<metric><op><number>` with op one of
/// == != >= <= > <, e.g. `indexed_sum_unchecked:traps==0`. Every entry whose
/// base name is <entry> (every entry, for `*`) must satisfy it, and at least
/// one must exist.
/// Returns the failures, one line each (empty when it holds).
std::vector<std::string> checkExpectation(const std::vector<EntryStats> &Entries,
                                          std::string_view Expectation);

/// Entries \p A and \p B (base names, one entry each) have equal global and
/// shared load/store multisets; or the lines that say how they differ.
std::vector<std::string> checkSameMemory(const std::vector<EntryStats> &Entries,
                                         std::string_view A, std::string_view B);
/// Entries \p A and \p B have the same number of guarded branches.
std::vector<std::string> checkSameBranches(const std::vector<EntryStats> &Entries,
                                           std::string_view A, std::string_view B);

/// One line per entry: name, traps, branches, calls, global and shared ops.
std::string summary(const std::vector<EntryStats> &Entries);

} // namespace oxide::verify

#endif // OXIDE_VERIFY_PTXANALYSIS_H
