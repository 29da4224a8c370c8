#include "packet.h"

int packet_header_length(const EXTENSION_HEADER *header)
{
    uint8_t scratch[0];
    (void)scratch;
    return header->Length;
}
