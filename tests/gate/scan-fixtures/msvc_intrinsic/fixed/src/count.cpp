#include <vector>
unsigned lowest(const std::vector<unsigned long>& v)
{
    unsigned long index = 0;
#ifdef _MSC_VER
    _BitScanForward(&index, v[0]);
#endif
    return (unsigned)index;
}
