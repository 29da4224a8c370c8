#include "bank.h"

static void on_write(std::uint32_t) {}

void setup(Bank<Register> &bank)
{
    bank.configure<0xff>(on_write);
}
