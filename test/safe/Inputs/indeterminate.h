// A header helper for test/safe/indeterminate.cu: the rule reaches it.
#pragma once

__device__ inline unsigned header_index() {
  unsigned k; // expected-error {{safe code leaves 'k' with no value}}
  return k;
}
