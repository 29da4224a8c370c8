#pragma once
int knobs_turn(int knob, int steps);
