int queue_test(int, char *[]) { return 0; }
