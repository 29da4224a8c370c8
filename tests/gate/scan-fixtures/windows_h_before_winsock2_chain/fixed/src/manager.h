#pragma once
#include "channel.h" /* before guard.h's <windows.h>: <winsock2.h> first */
#include "guard.h"

struct Manager {
    guard_t lock;
    int sessions = 0;
};
