int worker_main(void) { return 0; }
