#include "../third_party/check.h"
#include "../src/queue.h"

int main() { return CHECK(ready(true, false)); }
