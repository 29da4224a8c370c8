#include <io.h>
#include <string>
#include <sys/stat.h>

bool exists(const std::wstring &path) {
  return _waccess(path.c_str(), F_OK) == 0;
}

int default_mode() {
  return S_IRUSR | S_IWUSR;
}

#define strcasecmp _stricmp
#define DEFAULT_MODE (S_IRGRP | S_IROTH)
int group_mode() { return DEFAULT_MODE; }
