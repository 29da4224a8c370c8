#include <dirent.h>

namespace gui
{
    inline int count_entries(const char* path)
    {
        DIR* dir = opendir(path);
        int n = 0;
        while (dir && readdir(dir))
            ++n;
        if (dir)
            closedir(dir);
        return n;
    }
}
