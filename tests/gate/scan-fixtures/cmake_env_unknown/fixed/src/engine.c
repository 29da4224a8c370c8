int engine_answer(void) { return 42; }
