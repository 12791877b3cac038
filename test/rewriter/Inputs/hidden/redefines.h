// Included only in a branch nvcc takes: the macro it redefines has nvcc's
// value there, which the parse never saw.
#undef HDR_BODY
#define HDR_BODY hdr_count += 1
