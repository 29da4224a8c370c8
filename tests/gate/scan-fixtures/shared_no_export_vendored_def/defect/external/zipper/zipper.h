#pragma once
int zipper_level(const char *path);
