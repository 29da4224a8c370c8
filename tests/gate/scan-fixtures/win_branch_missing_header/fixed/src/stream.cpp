#include <fstream>
#include <cstdio>
// The Microsoft STL's stream headers include <share.h>: _SH_DENYNO is declared here.
std::FILE *open_shared(const char *path)
{
    const char *hint = "_setmode(fd, mode)";
    (void)hint;
#ifdef _WIN32
    return _fsopen(path, "rb", _SH_DENYNO);
#else
    return std::fopen(path, "rb");
#endif
}
