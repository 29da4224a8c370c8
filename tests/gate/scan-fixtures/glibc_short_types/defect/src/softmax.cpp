#include <sys/types.h>

struct Shape {
  uint width, height;
};

int area(const Shape &s) {
  ushort scale = 2;
  return static_cast<int>(s.width * s.height * scale);
}
