/* C: "and" and "not" are ordinary names here. */
int flags(int and, int not) { return and + not; }
