#include <io.h>
#include <string>
#include <sys/stat.h>

bool exists(const std::wstring &path) {
  return _waccess(path.c_str(), 0) == 0;
}

int default_mode() {
  return _S_IREAD | _S_IWRITE;
}

#define strcasecmp _stricmp
#define DEFAULT_MODE (_S_IREAD)
int group_mode() { return DEFAULT_MODE; }
