int core_value(void);
