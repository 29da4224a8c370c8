#line 1 "/src/engine/load.cpp"
#line 1 "/src/engine/../engine/load.h"

int engine_open(const char *path);
#line 9 "/src/engine/load.h"
long long engine_seek(int fd, long long offset);


#line 4 "/src/engine/load.cpp"
int main(void)
{
  return engine_open("x");
}
# 20 "/src/engine/load.h" 2
void engine_close(int fd);
#pragma once
