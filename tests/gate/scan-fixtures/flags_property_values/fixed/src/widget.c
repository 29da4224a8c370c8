int widget_count(void) { return 3; }
