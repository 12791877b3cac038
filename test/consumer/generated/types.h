// A parameter type of types.cu's kernel, from a header.
#pragma once
namespace app {
struct Scale {
  float factor;
};
} // namespace app
