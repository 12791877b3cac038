// Found only through the second item of -I%S/...,second.
#define XCOMPILER_FAST_PATH 1
