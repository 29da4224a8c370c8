int mainCRTStartup(void) { return 0; }
