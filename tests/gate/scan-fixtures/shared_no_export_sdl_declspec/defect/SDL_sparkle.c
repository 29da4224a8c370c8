#include "SDL_sparkle.h"

int Sparkle_Count(int frames) { return frames / 2; }
