#include <io.h>
#include <string>

bool exists(const std::wstring &path) {
  return _waccess(path.c_str(), F_OK) == 0;
}
