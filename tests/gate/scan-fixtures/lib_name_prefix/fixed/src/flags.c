int flags_value(void) { return 1; }
