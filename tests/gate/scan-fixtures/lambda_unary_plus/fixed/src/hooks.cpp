#include <vector>

using Hook = void (*)(void *, int);
void install(Hook hook, void *data);

void setUp(void *data)
{
    auto onEvent = [] (void *self, int code) {
        static_cast<std::vector<int> *>(self)->push_back(code);
    };
    install(static_cast<Hook>(onEvent), data);
    install(static_cast<Hook>([](void *, int) {}), data);
    int scale = 3;
    int scaled = scale *[&] { return 2; }();
    (void)scaled;
}
