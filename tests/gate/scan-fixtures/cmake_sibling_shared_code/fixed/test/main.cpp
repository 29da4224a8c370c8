#define LOGGING_IMPLEMENTATION 1
#include "../logging.hpp"

int main()
{
    if (LOGGING_UNLIKELY(0))
        logging_abort("unreachable");
    return 0;
}
