// this unit includes <ciso646> itself: its alternative tokens are macros
#include <ciso646>

bool idle(bool queued, bool failed) { return not queued and not failed; }
