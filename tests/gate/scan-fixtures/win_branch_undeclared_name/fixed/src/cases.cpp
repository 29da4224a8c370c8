// The test kit's case macro (a header of another project): its uses in a skipped branch are no
// definitions of a function named ENGINE_CASE.
#include <testkit/cases.h>

#if !defined(_WIN32)
ENGINE_CASE(posix_pipes)
{
}
ENGINE_CASE(posix_signals)
{
}
#endif

ENGINE_CASE(everywhere)
{
}
