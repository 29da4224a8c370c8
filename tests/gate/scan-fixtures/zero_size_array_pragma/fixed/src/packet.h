#pragma once
#include <stdint.h>

#pragma pack(push)
#pragma pack(1)

typedef struct EXTENSION_HEADER {
    uint8_t NextHeader;
    uint8_t Length;
    uint8_t Data[0];
} EXTENSION_HEADER;

#pragma pack(pop)
