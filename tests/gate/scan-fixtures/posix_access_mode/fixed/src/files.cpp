#include <io.h>
#include <string>
#include <sys/stat.h>

bool exists(const std::wstring &path) {
  return _waccess(path.c_str(), 0) == 0;
}

int default_mode() {
  return _S_IREAD | _S_IWRITE;
}
