#include <cstddef>

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
    std::size_t n = static_cast<std::size_t>(count);
    Soft window[n];
    for (std::size_t i = 0; i < n; ++i)
        window[i] = in[i];
    return sizeof window;
}
