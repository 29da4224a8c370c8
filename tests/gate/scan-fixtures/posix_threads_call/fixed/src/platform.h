#pragma once
#ifndef _WIN32
#include <pthread.h>
#endif
