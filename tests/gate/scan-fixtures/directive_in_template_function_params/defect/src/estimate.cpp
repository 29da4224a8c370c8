#include <utility>
#define ESTIMATE_PAIR(a, b) std::make_pair((a), (b))

std::pair<double, double> run(double threshold, double confidence)
{
    return ESTIMATE_PAIR(threshold,
#ifdef WITH_CONFIDENCE
        confidence
#else
        0.5
#endif
    );
}
