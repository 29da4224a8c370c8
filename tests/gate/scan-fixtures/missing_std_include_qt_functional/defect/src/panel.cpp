#include <vector>

static std::function<void()> on_change;

void set_on_change(const std::function<void()> &f) { on_change = f; }

int main() { return 0; }
