/* Vector helpers of the device kernels, which the runtime compiles (no C++ file includes it). */
#include "scalar_ops.h"
typedef float float4 __attribute__((ext_vector_type(4)));
