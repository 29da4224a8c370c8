/* strings.h for MSVC: the Windows build adds this folder to the include path */
#pragma once
#include <string.h>
#define strcasecmp _stricmp
