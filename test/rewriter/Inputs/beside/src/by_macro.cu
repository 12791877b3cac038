// A header named by a macro, found beside the file: the copy cannot name
// it so that nvcc finds the same one, so it is refused.
#include <oxide/oxide.cuh>
#define BESIDE_CFG "cfg.h"
#include BESIDE_CFG // expected-error {{the header this include's macro names, 'cfg.h', is found beside this file}}
#define ON_PATH "only_on_path.h"
#include ON_PATH
