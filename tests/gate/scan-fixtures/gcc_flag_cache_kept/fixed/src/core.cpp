int engine_core() { return 0; }
