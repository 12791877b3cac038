// A header's spelling of the unbounded-array rule (unbounded_arrays.cu).
#pragma once

struct tail_record {
  float head;
  float tail[]; // flexible member: no element is proved to exist
};

__device__ inline float first_of_tail(const tail_record &r) {
  const float *p = r.tail; // expected-error {{pointer to an array of unknown or zero length in safe code}}
  return *p;
}
