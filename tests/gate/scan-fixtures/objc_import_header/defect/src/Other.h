typedef int other_t;
