int other_test() { return 0; }
