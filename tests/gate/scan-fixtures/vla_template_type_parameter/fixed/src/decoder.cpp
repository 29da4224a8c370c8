#include <cstddef>
#include <vector>

struct Soft {
    float llr;
};

// A member template over its element type: the array's type depends on the template
// parameter, so cl.exe judges its bound only where the template is instantiated.
template <typename VALUE, int LANES>
struct Reducer {
    static void reduce(VALUE *links, int cnt)
    {
        VALUE mags[cnt];
        for (int i = 0; i < cnt; ++i)
            mags[i] = links[i];
    }
};

std::size_t decode(const Soft *in, int count)
{
    std::vector<Soft> window(in, in + count);
    return window.size() * sizeof(Soft);
}
