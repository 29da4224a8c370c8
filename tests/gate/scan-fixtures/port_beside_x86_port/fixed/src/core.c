int port_page(void);
int core_page(void) { return port_page(); }
