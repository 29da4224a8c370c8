#include <limits.h>
#include <stdio.h>
#if defined(_WIN32)
#include <stdlib.h>
#define PATH_MAX _MAX_PATH
#define popen _popen
#define pclose _pclose
#endif

static char probe_path[PATH_MAX];

int probe_python(void)
{
    FILE *fp = popen("python -c \"print(1)\"", "r");
    if (!fp)
        return -1;
    int ok = fgets(probe_path, sizeof probe_path, fp) != NULL;
    pclose(fp);
    return ok;
}
