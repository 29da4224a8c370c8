int counter = 1;
int mainCRTStartup(void) { return counter; }
