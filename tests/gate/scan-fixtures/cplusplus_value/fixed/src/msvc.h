#pragma once
#include "compiler.h"
#if LATTICE_COMPILER == LATTICE_COMPILER_MSVC
#  if (_MSVC_LANG >= 201703L)
#    define LATTICE_NODISCARD [[nodiscard]]
#  else
#    define LATTICE_NODISCARD
#  endif
#endif
