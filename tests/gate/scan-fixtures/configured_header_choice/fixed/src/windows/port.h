#pragma once
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
