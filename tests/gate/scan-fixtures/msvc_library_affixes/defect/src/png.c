int png_value(void) { return 1; }
