template <unsigned long block_bytes>
class memory_block {
public:
    static const unsigned long size = block_bytes;
    memory_block() {
        char data[size];
        data[0] = 0;
    }
};

unsigned long block_size() { memory_block<16> b; (void)b; return 16; }
