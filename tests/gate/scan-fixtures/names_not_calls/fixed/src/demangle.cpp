const char *expected_operator() { return "S::operator float _Complex()"; }
