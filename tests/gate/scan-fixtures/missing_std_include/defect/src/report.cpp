#include "messages.h"

void report(int code)
{
    if (code != 0)
        throw std::runtime_error(message_text(code));
}
