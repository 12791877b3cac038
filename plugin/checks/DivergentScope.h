//===- DivergentScope.h - Per-compiler code safe code may use unseen -*- C++ -*-===//
//
// A conditional on a macro oxide-rewrite's parse and nvcc's compile define
// differently (DivergentBranches.h) is refused where it overlaps a safe
// function. Outside every function body it declares what safe code may use
// without overlapping it: `#ifdef __NVCC__ constexpr int kSteps = 1; #else
// ... #endif`, then `run<kSteps>()` in a kernel instantiates, under nvcc, a
// body the parse never checked; a declaration only nvcc sees can win an
// overload. In a file with safe code such a conditional (or such a macro
// expanded) is refused unless it only defines macros (each checked where it
// is expanded) or lies in the body of a function that is not constexpr. So
// is a name the two front ends spell otherwise (`__PRETTY_FUNCTION__`,
// source_location's function name), anywhere but such a body: its length
// can pick an `if constexpr` branch the same way.
//
//===----------------------------------------------------------------------===//
#ifndef OXIDE_PLUGIN_DIVERGENTSCOPE_H
#define OXIDE_PLUGIN_DIVERGENTSCOPE_H

namespace clang {
class ASTContext;
} // namespace clang

namespace oxide::plugin {

class Reporter;
class SafeContext;
class TrustedCode;

void checkDivergentScope(clang::ASTContext &Ctx, Reporter &R, const SafeContext &Safe,
                         const TrustedCode &Trusted);

} // namespace oxide::plugin

#endif // OXIDE_PLUGIN_DIVERGENTSCOPE_H
