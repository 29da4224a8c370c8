#pragma once
// KMER_OMP(x): "#pragma omp x" where the compiler runs OpenMP, nothing elsewhere
#if defined(_OPENMP)
#  if defined(_MSC_VER)
#    define KMER_OMP(x) __pragma(omp x)
#  else
#    define KMER_DO_PRAGMA(x) _Pragma(#x)
#    define KMER_OMP(x) KMER_DO_PRAGMA(omp x)
#  endif
#else
#  define KMER_OMP(x)
#endif
