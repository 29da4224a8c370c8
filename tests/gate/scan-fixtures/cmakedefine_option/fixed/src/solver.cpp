int solver_version() { return 3; }
