struct emu_trap {
    int level;
    int owner;
};
