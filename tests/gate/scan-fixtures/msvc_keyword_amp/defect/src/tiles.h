// tag types of the loop nests: "tile_static" in a comment is no declaration
template <int chunk>
struct tile_static {
    static constexpr int size = chunk;
};

struct tile_dynamic {
    int size;
};
