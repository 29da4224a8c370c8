#include <cstdio>
#include <functional>

static int empty_table[1];

struct Packet {
    int size;
    unsigned char payload[0]; // a trailing member: cl.exe takes it (C4200, a warning)
};

int count(const float *values, int n);

struct Matrix {
    float mm[4];
};
struct Identity : Matrix {
    Identity() { Matrix::mm[0] = 1.0f; }
};

inline Matrix scaled(float v, const float *row)
{
    return {
        v * row[0],
        v * row[1],
    };
}

int main()
{
    float values[1];
    float query [ 1 ], other[2];
    int first = other[0] > 0.0f;
    std::printf("%d %d %d\n", count(values, 0), count(query, 0), first + empty_table[0]);
    return sizeof(Packet) > 0 ? 0 : 1;
}

#define ENGINE_DELETE delete

template <
    class Key,
    class Hash = std::hash<Key>,
    class Equal = std::equal_to<Key>,
    class Allocator = std::allocator<char>,
    class Probe = std::hash<std::size_t>,
    class Convert = std::hash<std::size_t>,
    class Spare = std::hash<std::size_t>,
    class Another = std::hash<std::size_t>,
    class Last = std::hash<std::size_t>>
class Table {
public:
    ~Table() { ENGINE_DELETE children[0]; }
    Table *children[2];
    Key cells_[0]; // the last field: cl.exe takes it (C4200)
};
