int fileutil_set_mode(const char *path, mode_t mode);
