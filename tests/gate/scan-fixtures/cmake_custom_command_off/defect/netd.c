int netd_version(void) { return 1; }
