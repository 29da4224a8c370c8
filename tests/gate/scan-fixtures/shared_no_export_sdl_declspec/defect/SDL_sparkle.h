#ifndef SDL_SPARKLE_H
#define SDL_SPARKLE_H
#include "SDL.h"
#include "begin_code.h"

/* DECLSPEC comes from SDL's begin_code.h, installed with SDL, not in this tree */
extern DECLSPEC int SDLCALL Sparkle_Count(int frames);

#include "close_code.h"
#endif
