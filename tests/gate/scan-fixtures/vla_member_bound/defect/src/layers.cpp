#include <vector>

struct Extent
{
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
    return weights[0];
}
