int write_byte(int b) { return b; }
