struct options { int threads; int verbose; };
options defaults() { return options{.threads = 4, .verbose = 0}; }
