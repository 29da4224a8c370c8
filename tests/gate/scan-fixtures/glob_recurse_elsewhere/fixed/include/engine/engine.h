#pragma once
int engine_add(int a, int b);
