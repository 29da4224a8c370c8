#pragma once
/* the runner's own string helpers, for a freestanding build */
int strcmp(const char *left, const char *right);
int runner_same(const char *a, const char *b);
