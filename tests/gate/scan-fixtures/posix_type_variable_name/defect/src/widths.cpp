struct Width {
    Width(int bits, bool is_signed) : bits(bits), is_signed(is_signed) {}
    int bits;
    bool is_signed;
};

int register_width(const Width *w);

int unsigned_words(int count)
{
    uint total = 0;
    for (int i = 0; i < count; ++i)
        total += 4;
    return static_cast<int>(total);
}
