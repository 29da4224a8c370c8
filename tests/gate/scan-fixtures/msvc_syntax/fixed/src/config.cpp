struct options { int threads; bool verbose; };
struct point { int x, y; };

options default_options() { return options{.threads = 4, .verbose = false}; }
point origin() { return point{0, 0}; }
