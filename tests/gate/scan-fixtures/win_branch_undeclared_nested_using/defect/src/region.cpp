#include "region.hpp"
#include <boost/interprocess/shared_memory_object.hpp>

namespace store
{
using namespace store::modes;

int open_region(const char *name, bool writable)
{
    int mode = 0;
#ifdef _WIN32
    mode = writable ? read_write : read_only;
#else
    mode = writable ? read_write_mode : read_only_mode;
#endif
    return name[0] ? mode : -1;
}
} // namespace store
