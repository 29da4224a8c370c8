#pragma once
#if defined(_MSC_VER)
/* exported by name through the linker, not by __declspec */
#  define KNOBS_EXPORT_HERE "/EXPORT:" __FUNCTION__ "=" __FUNCDNAME__
#endif
int knobs_turn(int knob, int steps);
