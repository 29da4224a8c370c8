class memory_block {
public:
    explicit memory_block(unsigned long size) : used(size) {
        char data[size];
        data[0] = 0;
    }
    unsigned long used;
};

unsigned long block_size() { return memory_block(16).used; }
