#include <stddef.h>
#ifndef _WIN32
#include <dirent.h>
#include <unistd.h>
#endif

int count_entries(const char *path, unsigned *seed)
{
  DIR *d = opendir(path);
  int n = 0;
  if (!d)
    return -1;
  while (readdir(d) != NULL)
    ++n;
  closedir(d);
  sleep(1);
  return n + rand_r(seed) % 2;
}
