#include <stddef.h>
#include <stdlib.h>
#include <windows.h>

int count_entries(const char *path, unsigned *seed)
{
  WIN32_FIND_DATAA found;
  char pattern[MAX_PATH];
  int n = 0;
  HANDLE h;
  _snprintf_s(pattern, sizeof pattern, _TRUNCATE, "%s\\*", path);
  h = FindFirstFileA(pattern, &found);
  if (h == INVALID_HANDLE_VALUE)
    return -1;
  do
    ++n;
  while (FindNextFileA(h, &found));
  FindClose(h);
  Sleep(1000);
  return n + (int)(*seed = *seed * 1103515245u + 12345u) % 2;
}
