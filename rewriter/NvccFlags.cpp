//===- NvccFlags.cpp - Read an nvcc command line the way clang can --------===//

#include "NvccFlags.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"

#include <string>
#include <utility>

namespace oxide::rewriter {

using clang::tooling::CommandLineArguments;

namespace {

/// nvcc flags that take the next argument as their value when written apart.
bool takesValue(llvm::StringRef A) {
  static const llvm::StringRef Flags[] = {"-o",
                                          "-x",
                                          "-MT",
                                          "-MF",
                                          "-arch",
                                          "-code",
                                          "-gencode",
                                          "-ccbin",
                                          "-Xcompiler",
                                          "-Xptxas",
                                          "-Xlinker",
                                          "-Xcudafe",
                                          "-maxrregcount",
                                          "--output-file",
                                          "--compiler-bindir",
                                          "-diag-suppress",
                                          "-t",
                                          "--threads"};
  return llvm::is_contained(Flags, A);
}

/// The -D, -U, -I and -isystem words of an -Xcompiler value (comma
/// separated, as nvcc splits it).
void hostCompilerFlags(llvm::StringRef Value, CommandLineArguments &Out) {
  llvm::SmallVector<llvm::StringRef, 4> Words;
  Value.split(Words, ',', -1, /*KeepEmpty=*/false);
  // nvcc hands these to the host compiler's preprocessing of both sides
  // (its device pass included): `-Xcompiler=-include,config.h` defines what
  // config.h defines there. -O defines __OPTIMIZE__, as it does for gcc.
  static constexpr const char *Preprocessing[] = {"-include", "-imacros", "-iquote", "-idirafter",
                                                  "-isystem", "-I",       "-D",      "-U"};
  for (size_t I = 0; I < Words.size(); ++I) {
    const llvm::StringRef W = Words[I];
    if (llvm::is_contained(Preprocessing, W) && I + 1 < Words.size()) {
      Out.push_back(W.str());
      Out.push_back(Words[++I].str());
    } else if (W.starts_with("-O") ||
               llvm::any_of(Preprocessing, [&](const char *F) { return W.starts_with(F); })) {
      Out.push_back(W.str());
    }
  }
}

/// nvcc's long spellings (`--include-path=d`), as their short ones; \p A
/// as it is when it is none. \p Storage holds a rewritten spelling.
llvm::StringRef shortSpelling(llvm::StringRef A, std::string &Storage) {
  for (auto [Long, Flag] : {std::pair{"--include-path", "-I"},
                            {"--system-include", "-isystem"},
                            {"--define-macro", "-D"},
                            {"--undefine-macro", "-U"},
                            {"--pre-include", "-include"}})
    if (A == Long || A.starts_with(std::string(Long) + "=")) {
      Storage = Flag + (A == Long ? std::string()
                                  : "=" + A.drop_front(llvm::StringRef(Long).size() + 1).str());
      return Storage;
    }
  return A;
}

/// \p Flag once for each item of nvcc's comma list \p Value (nvcc reads
/// `-DA,B` as -DA -DB and `-Ia,b` as -Ia -Ib; it has no escape for a comma).
void pushList(llvm::StringRef Flag, llvm::StringRef Value, CommandLineArguments &Out) {
  llvm::SmallVector<llvm::StringRef, 4> Items;
  Value.split(Items, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Item : Items) {
    Out.push_back(Flag.str());
    Out.push_back(Item.str());
  }
}

/// -I dir, -Idir, -isystem dir, -isystem=dir, -D X, -DX, -U X, -include f,
/// into \p Out; false when \p A is none of these. Consumes a separate
/// value (advances \p I).
bool parseFlag(llvm::StringRef A, const CommandLineArguments &Args, size_t &I,
               CommandLineArguments &Out) {
  for (llvm::StringRef Flag : {"-I", "-isystem", "-D", "-U", "-include"}) {
    if (A == Flag && I + 1 < Args.size()) {
      pushList(Flag, Args[++I], Out);
      return true;
    }
    if (A.starts_with(Flag) && A.size() > Flag.size() &&
        (Flag.size() == 2 || A[Flag.size()] == '=')) {
      llvm::StringRef Value = A.drop_front(Flag.size());
      Value.consume_front("=");
      pushList(Flag, Value, Out);
      return true;
    }
  }
  return false;
}

/// One word of nvcc's command line (and its value), as clang's.
void translate(const CommandLineArguments &Args, size_t &I, llvm::StringRef File,
               CommandLineArguments &Out) {
  llvm::StringRef A = Args[I];
  // -Xcompiler -DX,-Iy (and --compiler-options, =): the host compiler's
  // defines and include paths change the parse, so they are kept.
  if ((A == "-Xcompiler" || A == "--compiler-options") && I + 1 < Args.size())
    return hostCompilerFlags(Args[++I], Out);
  if (A.consume_front("-Xcompiler=") || A.consume_front("--compiler-options="))
    return hostCompilerFlags(A, Out);
  std::string Storage;
  A = shortSpelling(A, Storage);
  if (A.empty() || parseFlag(A, Args, I, Out))
    return;
  // nvcc's -std spellings are clang's; ClangTool's own -fsyntax-only stays.
  if (A.starts_with("-std=") || A == "-fsyntax-only" || A == "-c")
    Out.push_back(A.str());
  else if (takesValue(A))
    ++I; // its value goes with it
  else if (!A.starts_with("-") && llvm::sys::path::filename(A) != llvm::sys::path::filename(File))
    Out.push_back(A.str()); // another input (flags' values are consumed above)
  // Everything else (code generation, warnings, dependency files) does
  // not change how the file parses.
}

} // namespace

clang::tooling::ArgumentsAdjuster getNvccCommandAdjuster() {
  return [](const CommandLineArguments &Args, llvm::StringRef File) {
    if (Args.empty() || !llvm::sys::path::filename(Args[0]).starts_with("nvcc"))
      return Args;
    CommandLineArguments Out{"clang++"};
    for (size_t I = 1; I < Args.size(); ++I)
      translate(Args, I, File, Out);
    Out.push_back(File.str()); // the file being rewritten, once
    return Out;
  };
}

clang::tooling::ArgumentsAdjuster getOneSideAdjuster() {
  return [](const CommandLineArguments &Args, llvm::StringRef) {
    CommandLineArguments Out;
    for (size_t I = 0; I < Args.size(); ++I) {
      llvm::StringRef A = Args[I];
      if (A == "--cuda-host-only" || A == "--cuda-device-only" ||
          A.starts_with("--cuda-gpu-arch=") || A.starts_with("--offload-arch="))
        continue;
      if ((A == "--cuda-gpu-arch" || A == "--offload-arch") && I + 1 < Args.size()) {
        ++I;
        continue;
      }
      Out.push_back(Args[I]);
    }
    return Out;
  };
}

} // namespace oxide::rewriter
