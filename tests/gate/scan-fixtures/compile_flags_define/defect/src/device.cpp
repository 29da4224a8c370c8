#include <windows.h>

struct device {
    int interface;
};
