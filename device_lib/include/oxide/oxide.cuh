// oxide/oxide.cuh: the device library and its launchers.
//
// Three headers are apart, each for what it costs to compile (docs/build.md,
// "Build cost"): <oxide/buffer.cuh> (device_buffer, host memory; brings
// <vector>), <oxide/atomic.cuh> (device_atomic, on libcu++'s
// cuda::atomic_ref) and <oxide/span.cuh> (slice::as_span, libcu++'s span).
#pragma once

#include <oxide/config.cuh>
#include <oxide/contract.cuh>
#include <oxide/optional.cuh>
#include <oxide/slice.cuh>
#include <oxide/thread.cuh>
#include <oxide/disjoint.cuh>
#include <oxide/atomic_slice.cuh>
#include <oxide/view.cuh>
#include <oxide/tile.cuh>
#include <oxide/shared.cuh>
#include <oxide/warp.cuh>
#include <oxide/block.cuh>
#include <oxide/block_shared.cuh>
#include <oxide/double_buffer.cuh>
#include <oxide/columns.cuh>
#include <oxide/runs.cuh>
#include <oxide/uniform.cuh>
#include <oxide/contract_spec.cuh>
#include <oxide/launch.cuh>
