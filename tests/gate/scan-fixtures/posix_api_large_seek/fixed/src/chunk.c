#include <stdio.h>
#include <sys/types.h>
#ifdef _WIN32
#define ftello _ftelli64
#define fseeko _fseeki64
#endif
long long chunk_skip(FILE *in, long long count)
{
    long long start = ftello(in);
    if (fseeko(in, count, SEEK_CUR) != 0)
        return -1;
    return start;
}
