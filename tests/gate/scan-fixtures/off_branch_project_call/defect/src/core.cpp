int core_version() { return 3; }
