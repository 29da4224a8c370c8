int engine_step(void);
int clock_ticks(void);
int main(void) { return engine_step() + clock_ticks(); }
