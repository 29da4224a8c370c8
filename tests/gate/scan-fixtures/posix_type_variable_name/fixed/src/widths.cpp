struct Width {
    Width(int bits, bool is_signed) : bits(bits), is_signed(is_signed) {}
    int bits;
    bool is_signed;
};

int register_width(const Width *w);

int unsigned_words(int count)
{
    Width uint(32, false);
    return register_width(&uint) + count;
}
