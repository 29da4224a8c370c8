struct dtype { int flag; int dt; };
void warn(const char *format, int flag, int dt);
void check(dtype d) { warn("dtype.flag={}, .dt={}", d.flag, d.dt); }
