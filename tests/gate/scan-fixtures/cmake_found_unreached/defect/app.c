int app_version(void) { return 3; }
