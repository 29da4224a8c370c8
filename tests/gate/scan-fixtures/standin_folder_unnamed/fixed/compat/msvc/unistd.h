#pragma once
#include <io.h>
