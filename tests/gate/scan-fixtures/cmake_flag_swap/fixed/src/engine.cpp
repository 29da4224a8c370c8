int engine_answer() { return 42; }
