# lit configuration for oxide's suites: plugin/, rewriter/, ptx/, device_lib/,
# runtime/. The gtest suite has its own (unit/lit.cfg.py).
import os
import shutil
import subprocess

import lit.formats

config.name = "oxide"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cpp", ".test"]
config.excludes = ["Inputs", "unit", "gpu_probe.cu", "ContractParserFuzzer.cpp",
                   "CMakeLists.txt", "kernels.cu", "main.cpp", "include", "project", "habits",
                   "generated", "build_cost", "guard"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.oxide_obj_root, "test")

# FileCheck, not, count and split-file come from llvm-22-tools.
cuda_bin = os.path.join(config.cuda_root, "bin")
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, cuda_bin, config.environment.get("PATH", os.environ["PATH"])])
for var in ("CUDA_VISIBLE_DEVICES", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

src = config.oxide_src_root
include = os.path.join(src, "device_lib", "include")
cccl = os.path.join(config.cuda_root, "include", "cccl")
nvcc = os.path.join(cuda_bin, "nvcc")

clang_cuda = (
    f"{config.clangxx} -x cuda --cuda-path={config.cuda_root} --cuda-gpu-arch={config.cuda_arch} "
    f"-Wno-unknown-cuda-version -isystem {cccl} -std=c++20 -I{include}"
)
nvcc_flags = (
    f"-std=c++20 -arch={config.cuda_arch} --expt-relaxed-constexpr -diag-suppress 2803 "
    f"-O3 -I{include}"
)

def clang_resource_dir():
    # The GPU machine has no clang (scripts/gpu-test names a stand-in): none
    # of its tests use the substitution, so a missing clang is not fatal.
    if not shutil.which(config.clangxx):
        return "clang-resource-dir-not-available-here"
    return subprocess.check_output([config.clangxx, "-print-resource-dir"], text=True).strip()


# Longest names first: lit substitutes in order.
config.substitutions += [
    ("%clang_cuda_plugin", f"{clang_cuda} -fplugin={config.oxide_plugin}"),
    ("%clang_cuda_ptx", f"{clang_cuda} -O3 --cuda-device-only -S"),
    ("%clang_cuda", clang_cuda),
    ("%clangxx", config.clangxx),
    ("%clangd", os.path.join(config.llvm_tools_dir, "clangd")),
    ("%oxide_plugin", config.oxide_plugin),
    ("%oxide-rewrite", config.oxide_rewrite),
    ("%oxide-verify-ptx", getattr(config, "oxide_verify_ptx", "oxide-verify-ptx-not-built")),
    ("%nvcc_ptx", f"{nvcc} {nvcc_flags} -ptx"),
    ("%nvcc", f"{nvcc} {nvcc_flags}"),
    ("%device_lib", include),
    ("%oxide_build", config.oxide_obj_root),
    ("%oxide_src", src),
    ("%cuda_root", config.cuda_root),
    ("%clang_resource_dir", clang_resource_dir()),
    ("%examples_src", os.path.join(src, "examples")),
    ("%examples_bin", config.examples_bin),
    ("%runtime_bin", config.runtime_bin),
    ("%contract_fuzzer", getattr(config, "contract_fuzzer", "")),
]

# fuzzer: the libFuzzer target was built (it needs clang's compiler-rt).
if os.path.exists(getattr(config, "contract_fuzzer", "")):
    config.available_features.add("fuzzer")

# ptxas: present wherever the CUDA toolkit is.
if shutil.which("ptxas", path=config.environment["PATH"]):
    config.available_features.add("ptxas")

# compute-sanitizer: the GPU machine's racecheck, synccheck and memcheck.
if shutil.which("compute-sanitizer", path=config.environment["PATH"]):
    config.available_features.add("compute-sanitizer")

# gpu: only when a CUDA device really answers, never on a guess.
try:
    probe = subprocess.run([config.gpu_probe], capture_output=True, text=True, timeout=60)
    if probe.returncode == 0:
        config.available_features.add("gpu")
        lit_config.note(f"gpu: {probe.stdout.strip()}")
    else:
        lit_config.note("gpu: no CUDA device answers; tests that REQUIRE gpu are skipped")
except (OSError, subprocess.TimeoutExpired) as e:
    lit_config.note(f"gpu: probe failed ({e}); tests that REQUIRE gpu are skipped")
