#include <sys/types.h>

struct Shape {
  unsigned int width, height;
};

int area(const Shape &s) {
  unsigned short scale = 2;
  return static_cast<int>(s.width * s.height * scale);
}
