// oxide/oxide.cuh: the whole device library.
#pragma once

#include <oxide/config.cuh>
#include <oxide/contract.cuh>
#include <oxide/optional.cuh>
#include <oxide/slice.cuh>
#include <oxide/thread.cuh>
#include <oxide/disjoint.cuh>
#include <oxide/view.cuh>
#include <oxide/tile.cuh>
#include <oxide/shared.cuh>
#include <oxide/warp.cuh>
#include <oxide/atomic.cuh>
#include <oxide/buffer.cuh>
#include <oxide/contract_spec.cuh>
#include <oxide/launch.cuh>
