#pragma once
typedef struct Color { unsigned char r, g, b, a; } Color;
void draw_quad(float x, float y, const Color colors[static 4]);
