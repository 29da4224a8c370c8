struct dtype { int flag; int dt; };
void warn(const char *format, int flag, int dt);
dtype make_dtype() { return dtype{.flag = 0, .dt = 1}; }
