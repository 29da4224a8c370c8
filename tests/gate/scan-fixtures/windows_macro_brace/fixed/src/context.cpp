#include <windows.h>

struct Api {
  int version;
};

struct Context {
  Api api{};
  Api backup{};
};

int version_of(const Context &c) { return c.backup.version; }
