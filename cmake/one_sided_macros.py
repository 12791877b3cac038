#!/usr/bin/env python3
"""The macros nvcc's and clang's CUDA preprocessing disagree on, for
plugin/checks/DivergentBranches.cpp (cmake/OxideOneSidedMacros.cmake runs it
at configure time). A name counts when one compiler's implicit includes
define it and the other's do not (EOF under nvcc, CUDART_INF under clang),
or when both define it and it expands to other tokens (math_errhandling:
2 under clang's device pass, 3 under nvcc). Same values spelled otherwise
(INT_MIN) agree: object-like macros are compared fully expanded. The same
for what the common library headers define (LIBRARY_HEADERS): libcu++'s
_CCCL_BUILTIN_COLUMN() is the column under clang and 0 under nvcc."""
import argparse
import re
import subprocess
import sys

# Headers a kernel file commonly includes. One that a compiler cannot
# preprocess here is left out (each is tried alone).
LIBRARY_HEADERS = [
    "cfloat", "climits", "cmath", "cstdint", "cstddef", "cstdlib", "cstring", "cassert",
    "cstdio", "type_traits", "utility", "limits", "array", "tuple", "numeric", "algorithm",
    "cuda/std/cstdint", "cuda/std/cstddef", "cuda/std/limits", "cuda/std/type_traits",
    "cuda/std/utility", "cuda/std/array", "cuda/std/span", "cuda/std/tuple", "cuda/std/cmath",
    "cuda/std/bit", "cuda/std/atomic", "cuda/std/mdspan", "cuda/std/functional", "cuda/ptx",
    "cuda/barrier", "cuda/pipeline", "cuda/atomic", "cooperative_groups.h",
    "cooperative_groups/reduce.h", "cuda_fp16.h", "cuda_bf16.h", "cuda_fp8.h", "mma.h",
    "cub/cub.cuh", "math_constants.h", "nv/target",
]

DEFINE = re.compile(r"#define ([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?(.*)")


def run(cmd):
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("oxide: cannot run " + " ".join(cmd) + ":\n" + out.stderr)
    return out.stdout


def definitions(text):
    """Each macro's parameters and body. A function-like macro's parameters
    are numbered and its body tokenised, so `offsetof(t, d)` and gcc's
    `offsetof(TYPE, MEMBER)` with the same body compare equal."""
    defs = {}
    for line in text.splitlines():
        m = DEFINE.match(line)
        if not m:
            continue
        params, body = m.group(2) or "", m.group(3)
        if params:
            names = [p.strip() for p in params[1:-1].split(",")]
            rename = {n: "$%d" % i for i, n in enumerate(names) if n and n != "..."}
            tokens = re.findall(r"[A-Za-z_][A-Za-z0-9_]*|\S", body)
            body = " ".join(rename.get(t, t) for t in tokens)
            params = "(%d)" % len(names)
        defs[m.group(1)] = (params, " ".join(body.split()))
    return defs


def same_value(x, y):
    """Whether two expansions are the same tokens, or the same integer
    constant spelled otherwise: (-0x7fffffff - 1) and (-2147483647 -1)."""
    if x is None or y is None:
        return x == y
    if x == y:
        return True

    def value(e):
        e = re.sub(r"\b(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]+\b", r"\1", e)
        if not re.fullmatch(r"[0-9a-fA-FxX()+\-*|&^~<> ]+", e):
            return None
        try:
            return eval(e, {"__builtins__": {}})
        except Exception:
            return None

    vx, vy = value(x), value(y)
    return vx is not None and vx == vy


def includes(headers):
    return "".join("#include <%s>\n" % h for h in headers)


def preprocesses(cmd, probe, headers):
    with open(probe, "w") as f:
        f.write(includes(headers))
    return subprocess.run(cmd + [probe], capture_output=True).returncode == 0


def usable_headers(cmds, probe):
    """LIBRARY_HEADERS, less any that one of `cmds` cannot preprocess."""
    if all(preprocesses(c, probe, LIBRARY_HEADERS) for c in cmds):
        return LIBRARY_HEADERS
    return [h for h in LIBRARY_HEADERS if all(preprocesses(c, probe, [h]) for c in cmds)]


def expansions(cmd, probe, names, headers):
    """Each name of `names` fully expanded by the preprocessor `cmd`. A name
    whose expansion alone is not valid text (`~ ## ~`) is left out, and so
    compares as different."""
    names = list(names)
    for _ in range(20):
        with open(probe, "w") as f:
            f.write(includes(headers))
            f.writelines("oxide_probe_%d %s\n" % (i, n) for i, n in enumerate(names))
        done = subprocess.run(cmd + [probe], capture_output=True, text=True)
        if done.returncode == 0:
            break
        first = len(headers) + 1
        bad = {int(n) - first for n in re.findall(re.escape(probe) + r":(\d+):", done.stderr)}
        bad = {i for i in bad if 0 <= i < len(names)}
        if not bad:
            sys.exit("oxide: cannot run " + " ".join(cmd) + ":\n" + done.stderr)
        names = [n for i, n in enumerate(names) if i not in bad]
    else:
        sys.exit("oxide: cannot run " + " ".join(cmd) + ":\n" + done.stderr)
    out = {}
    for line in done.stdout.splitlines():
        m = re.match(r"oxide_probe_(\d+) (.*)", line)
        if m:
            out[names[int(m.group(1))]] = " ".join(m.group(2).split())
    return out


def disagreements(nvcc, sides, work, headers):
    """The names one of nvcc and clang's `sides` defines and the other not,
    and those both define with other values, after the implicit includes and
    `headers`."""
    probe_cu = "%s/oxide_includes.cu" % work
    with open(probe_cu, "w") as f:
        f.write(includes(headers))
    nv = definitions(run(nvcc + ["-Xcompiler", "-dM", probe_cu]))
    cl = {s: definitions(run(c + ["-dM", probe_cu])) for s, c in sides.items()}
    absent = set(nv) ^ (set(cl["host"]) | set(cl["device"]))
    names = set()
    for side, defs in cl.items():
        differ = [n for n in nv if n in defs and nv[n] != defs[n]]
        # Function-like, on either side: not compared (its uses pass arguments).
        names |= {n for n in differ if nv[n][0] or defs[n][0]}
        plain = [n for n in differ if not nv[n][0] and not defs[n][0]]
        probe = "%s/oxide_probe_%s.cu" % (work, side)
        mine = expansions(nvcc, probe, plain, headers)
        theirs = expansions(sides[side], probe, plain, headers)
        names |= {n for n in plain if not same_value(mine.get(n), theirs.get(n))}
    return absent, names


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--nvcc", required=True)
    p.add_argument("--clang", required=True)
    p.add_argument("--cuda-root", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--out", required=True)
    a = p.parse_args()
    # -P: no line markers (gcc splits an expansion from a system header
    # over lines with them).
    nvcc = [a.nvcc, "-std=c++20", "-arch=sm_90", "-E", "-Xcompiler", "-P"]
    clang = [a.clang, "-std=c++20", "-x", "cuda", "--cuda-path=" + a.cuda_root,
             "--cuda-gpu-arch=sm_90", "-nocudalib", "-Wno-unknown-cuda-version",
             "-isystem", a.cuda_root + "/include/cccl", "-E", "-P"]
    sides = {"host": clang + ["--cuda-host-only"], "device": clang + ["--cuda-device-only"]}
    headers = usable_headers([nvcc] + list(sides.values()), a.work + "/oxide_headers.cu")
    # Both: with no header of its own a file sees only the implicit
    # includes (EOF is nvcc's alone); with <cstdio> both define it.
    absent, valued = disagreements(nvcc, sides, a.work, [])
    absent2, valued2 = disagreements(nvcc, sides, a.work, headers)
    valued |= valued2
    absent = (absent | absent2) - valued
    text = "// Generated by cmake/one_sided_macros.py (cmake/OxideOneSidedMacros.cmake). Do not edit.\n"
    text += "// OXIDE_ABSENT: one compiler defines it and the other not; OXIDE_VALUED:\n"
    text += "// both may define it, with other values.\n"
    text += "".join('OXIDE_ABSENT("%s")\n' % n for n in sorted(absent))
    text += "".join('OXIDE_VALUED("%s")\n' % n for n in sorted(valued))
    try:
        old = open(a.out).read()
    except OSError:
        old = None
    if old != text:
        open(a.out, "w").write(text)


if __name__ == "__main__":
    main()
