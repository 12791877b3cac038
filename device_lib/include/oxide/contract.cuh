// oxide/contract.cuh: OXIDE_LAUNCH_CONTRACT, the unquoted spelling of a contract.
//
//   OXIDE_LAUNCH_CONTRACT(domain = 2, block = (16, 16, 1), requires = (k >= 1))
//
// is [[oxide::launch_contract("domain = 2, block = (16, 16, 1), requires = (k >= 1)")]].
// Diagnostics about a contract written this way point at the macro use.
#pragma once

#define OXIDE_LAUNCH_CONTRACT(...) [[oxide::launch_contract(#__VA_ARGS__)]]
