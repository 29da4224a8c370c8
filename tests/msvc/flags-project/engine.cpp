int engine_cpp(void) { return __cplusplus > 201703L ? 20 : 0; }
