#pragma once
namespace store
{
struct Key
{
    unsigned id;
};
namespace modes
{
enum Mode
{
    read_only_mode,
    read_write_mode
};
} // namespace modes
int open_region(const char *name, bool writable);
} // namespace store
