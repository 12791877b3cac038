// In CUDA mode the plugin runs in the device job, then the host job. Each
// diagnostic must print once. Errors: the driver stops at the first failing
// job. Warnings and remarks: emitted by the host job only.
// RUN: not %clang_cuda_plugin -fsyntax-only -DWITH_ERROR %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// RUN: %clang_cuda_plugin -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %clang_cuda_plugin -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
//
// A device-only compile has no host job: warnings come only on request.
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SILENT --allow-empty
// RUN: %clang_cuda_plugin -fsyntax-only --cuda-device-only \
// RUN:   -fplugin-arg-oxide-device-diagnostics %s 2>&1 | FileCheck %s --check-prefix=WARN

#ifdef WITH_ERROR
[[oxide::kernel]] void not_a_kernel() {}
// ERR: error: {{\[\[}}oxide::kernel]] applies only to __global__ functions
// ERR-NOT: error: {{\[\[}}oxide::kernel]]
// ERR: 1 error generated
#endif

[[oxide::launch_contract("domain = 1")]] __global__ void plain() {}
// WARN: warning: {{\[\[}}oxide::launch_contract]] has no effect on 'plain'
// WARN-NOT: warning: {{\[\[}}oxide::launch_contract]]
// SILENT-NOT: warning
