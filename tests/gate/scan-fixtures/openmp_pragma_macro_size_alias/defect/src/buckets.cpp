#include "kmer/parallel.h"
#include <vector>

template <typename TTable>
void clearBuckets(TTable &table)
{
    typedef typename TTable::size_type TSize;
    KMER_OMP(parallel for)
    for (TSize b = 0; b < table.size(); ++b)
        table[b] = 0;
}

template <typename TTable>
void scaleBuckets(TTable &table, double factor)
{
    using TPos = decltype(table.size());
    KMER_OMP(parallel for schedule(static))
    for (TPos b = 0; b < table.size(); ++b)
        table[b] *= factor;
}

template <typename TTable>
void shiftBuckets(TTable &table, double offset)
{
    typedef long TIndex; // signed: fine in an OpenMP 2.0 loop
    KMER_OMP(parallel for)
    for (TIndex b = 0; b < static_cast<TIndex>(table.size()); ++b)
        table[b] += offset;
}

void normalise(std::vector<double> &table)
{
    clearBuckets(table);
    scaleBuckets(table, 0.5);
    shiftBuckets(table, 1.0);
}
