int platform_open(const char *device);
int capture_open(const char *device);
