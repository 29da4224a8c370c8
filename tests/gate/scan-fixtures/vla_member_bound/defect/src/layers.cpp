#include <vector>

struct Extent
{
    static constexpr int MAX_ROWS = 64;
    int rows;
    int cols;
};

class Layers
{
public:
    explicit Layers(Extent e) : m_extent(e) {}
    float fill(float top);

private:
    Extent m_extent;
};

float Layers::fill(float top)
{
    float weights[m_extent.rows + 1];
    for (int r = 0; r <= m_extent.rows; ++r)
        weights[r] = top / (r + 1);
    float limits[m_extent.MAX_ROWS];
    limits[0] = weights[0];
    return limits[0];
}
