int port_page(void) { return 4096; }
