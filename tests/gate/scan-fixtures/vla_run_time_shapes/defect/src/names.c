#include <stddef.h>
#include <string.h>

struct opts {
  size_t len;
  const char *ptr;
};

struct item {
  int id;
};

size_t copy_name(const struct opts *o, double scale, const double *weights, size_t count)
{
  size_t used = 0;
  if (o->len > 0) {
    char buf[o->len + 1];
    unsigned char tag[2 * o->len];
    const int kSlots = 8;
    struct item items[kSlots];
    char header[sizeof(struct item) * 4 + 1];
    double sum = scale -
        scale * weights[count];
    memcpy(buf, o->ptr, o->len);
    memset(tag, 0, sizeof tag);
    memset(items, 0, sizeof items);
    memset(header, 0, sizeof header);
    used = (size_t)sum + sizeof buf;
  }
  return used;
}
