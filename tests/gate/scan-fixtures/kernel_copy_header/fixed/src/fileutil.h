int fileutil_set_mode(const char *path, int mode);
