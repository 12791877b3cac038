// The app's shape and inputs, one definition for main.cpp and its twin.
#pragma once

#include <cstdint>
#include <vector>

constexpr unsigned rows = 64, width = 256, n = rows * width;

// All ones, and a permutation of [0, n) for the gather.
struct app_data {
  std::vector<float> host = std::vector<float>(n, 1.0f);
  std::vector<std::uint32_t> perm = [] {
    std::vector<std::uint32_t> p(n);
    for (unsigned i = 0; i < n; ++i)
      p[i] = (i * 7919u) % n;
    return p;
  }();
};
