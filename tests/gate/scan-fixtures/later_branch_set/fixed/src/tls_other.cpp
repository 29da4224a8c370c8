int tls_other() { return 2; }
