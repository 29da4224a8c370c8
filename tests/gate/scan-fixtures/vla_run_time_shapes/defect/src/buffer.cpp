#include <memory>
#include <string>

typedef unsigned char byte_t;

class Widget {
 public:
  int id = 0;
};

static constexpr int kWidgets = 4;

int fill(const std::string &in, int count)
{
  byte_t buffer[count];
  Widget *slots[count];
  char prefix[in.size() + 1];
  Widget fixed[kWidgets + 1];
  std::unique_ptr<Widget> owned[kWidgets];
  slots[0] = &fixed[0];
  buffer[0] = 0;
  prefix[0] = '\0';
  return owned[0] ? slots[0]->id : buffer[0];
}
