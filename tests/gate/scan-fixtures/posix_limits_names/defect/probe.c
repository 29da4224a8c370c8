#include <limits.h>
#include <stdio.h>

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
