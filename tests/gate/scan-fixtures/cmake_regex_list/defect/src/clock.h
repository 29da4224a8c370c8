int engine_clock(void);
