#include "relay.h"

void relay::impl::Channel::Channel::run() {}

int relay::impl::Channel::Port::number() const { return 7; }
