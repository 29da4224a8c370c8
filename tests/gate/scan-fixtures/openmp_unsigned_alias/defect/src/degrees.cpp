#include "graph/ids.h"
#include <vector>

void degrees(std::vector<double> &out, const std::vector<graph::vertex> &first, graph::vertex n)
{
#pragma omp parallel for
    for (graph::vertex v = 0; v < n; ++v)
        out[v] = static_cast<double>(first[v + 1] - first[v]);
#pragma omp parallel for
    for (graph::edge_count e = 0; e < n; ++e)
        out[e] *= 0.5;
#pragma omp parallel for
    for (graph::level l = 0; l < static_cast<graph::level>(n); ++l)
        out[l] += 1.0;
}
