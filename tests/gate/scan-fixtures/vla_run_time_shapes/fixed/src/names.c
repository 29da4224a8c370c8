#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct opts {
  size_t len;
  const char *ptr;
};

struct item {
  int id;
};

enum { SLOTS = 8 };

size_t copy_name(const struct opts *o, double scale, const double *weights, size_t count)
{
  size_t used = 0;
  if (o->len > 0) {
    char *buf = malloc(o->len + 1);
    unsigned char *tag = calloc(2, o->len);
    struct item items[SLOTS];
    char header[sizeof(struct item) * 4 + 1];
    double sum = scale -
        scale * weights[count];
    if (buf)
      memcpy(buf, o->ptr, o->len);
    memset(items, 0, sizeof items);
    memset(header, 0, sizeof header);
    used = (size_t)sum + o->len + 1;
    free(tag);
    free(buf);
  }
  return used;
}
