#ifndef RESULT_HPP
#define RESULT_HPP
#include <cstddef>

#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || (_HAS_EXCEPTIONS)
#define RESULT_NO_EXCEPTIONS 0
#else
#define RESULT_NO_EXCEPTIONS 1
#endif

#if !RESULT_NO_EXCEPTIONS
#include <windows.h> /* structured exceptions stand in for C++ ones */
#endif

#endif
