int check_value(int v) { return v > 0; }
