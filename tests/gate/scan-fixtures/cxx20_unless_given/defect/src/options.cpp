struct options { int threads; bool verbose; };

options defaults() {
    return options{.threads = 4, .verbose = false};
}
