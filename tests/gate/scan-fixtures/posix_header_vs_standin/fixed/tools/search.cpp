#include <dirent.h>

int count_entries(const char *path)
{
    DIR *dir = opendir(path);
    int n = 0;
    while (dir && readdir(dir))
        ++n;
    if (dir)
        closedir(dir);
    return n;
}

int main(int argc, char **argv)
{
    return argc > 1 ? count_entries(argv[1]) : 0;
}
