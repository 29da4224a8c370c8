#include "relay.h"

void relay::impl::Channel::run() {}

int relay::impl::Channel::Port::Port::number() const { return 7; }
