#include <cstddef>
#include <vector>

struct Coords {
    std::vector<double> values;
};

namespace mesh {
struct Axis {
    double lo, hi;
};
}

std::size_t count_axes(const Coords &c, bool three_d)
{
    const bool flat = c.values.empty();
    const std::size_t dims = three_d && !flat ? 3 : 2;
    mesh::Axis axes[dims];
    std::size_t n = c.values.size();
    Coords copies[n];
    const std::size_t fixed_dims = 3;
    mesh::Axis spare[fixed_dims];
    return sizeof axes + sizeof copies + sizeof spare;
}

struct Filler {
    void fill(std::size_t span)
    {
        std::size_t slots = span;
        (void)slots;
    }
    void fill_fixed()
    {
        enum { slots = 4 };
        Coords cache[slots];
        (void)cache;
    }
};

std::size_t probe_bytes()
{
    int probe = 0;
    const std::size_t probe_size = sizeof(probe);
    Coords probes[probe_size];
    return sizeof probes;
}
