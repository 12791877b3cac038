// The bar of the foundation: with the plugin, a contract on a kernel prints
// no unknown-attribute warning and loses no argument.
// RUN: %clang_cuda_plugin -fsyntax-only -Wall -Wextra -fplugin-arg-oxide-dump-contracts %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
//
// Without the plugin, the same file does warn: the check above can fail.
// RUN: %clang_cuda -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

[[oxide::kernel]]
[[oxide::launch_contract("domain = 1")]]
__global__ void __launch_bounds__(256) k() {}

// CHECK: remark: oxide kernel 'k': launch_contract string "domain = 1"
// NOPLUGIN: warning: unknown attribute 'oxide::kernel' ignored
// NOPLUGIN: warning: unknown attribute 'oxide::launch_contract' ignored
