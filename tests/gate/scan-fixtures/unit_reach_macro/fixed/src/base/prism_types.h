#ifndef PRISM_TYPES_H
#define PRISM_TYPES_H
#include <cstdint>
typedef std::int32_t prism_i32;
#endif
