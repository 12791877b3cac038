// [[oxide::unsafe]] marks a compound statement, and nothing else.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-host-only -Xclang -ast-dump %s \
// RUN:   -Xclang -verify=dump 2>/dev/null | FileCheck %s

__global__ void k(int *p) {
  // SAFETY: one thread writes one element.
  [[oxide::unsafe]] { p[0] = 1; }
  // CHECK: AttributedStmt
  // CHECK-NEXT: AnnotateAttr {{.*}} "oxide.unsafe"
  // CHECK-NEXT: CompoundStmt
  [[oxide::unsafe]] p[0] = 2; // expected-error {{[[oxide::unsafe]] applies only to a compound statement, as in [[oxide::unsafe]] { ... }}}
  // dump-error@-1 {{[[oxide::unsafe]] applies only to a compound statement}}
}

[[oxide::unsafe]] void f(); // expected-error {{[[oxide::unsafe]] applies only to a compound statement}}
// dump-error@-1 {{[[oxide::unsafe]] applies only to a compound statement}}
