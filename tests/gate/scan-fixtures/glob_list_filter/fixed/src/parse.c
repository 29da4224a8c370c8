int parse_count(const char *s) { return s ? 1 : 0; }
