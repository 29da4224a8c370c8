#pragma once

inline int wire_little_endian() { return 1; }
