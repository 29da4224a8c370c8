#include <memory>
#include <string>
#include <vector>

typedef unsigned char byte_t;

class Widget {
 public:
  int id = 0;
};

static constexpr int kWidgets = 4;

int fill(const std::string &in, int count)
{
  std::vector<byte_t> buffer(count);
  std::vector<Widget *> slots(count);
  std::string prefix(in.size() + 1, '\0');
  Widget fixed[kWidgets + 1];
  std::unique_ptr<Widget> owned[kWidgets];
  slots[0] = &fixed[0];
  buffer[0] = 0;
  return owned[0] ? slots[0]->id : buffer[0];
}
