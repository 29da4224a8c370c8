#include <vector>
using namespace std;

struct Table { void iota(int) {} };

vector<int> ranks(size_t n, Table& t)
{
    vector<int> r(n);
    iota(r.begin(), r.end(), 0);
    t.iota(1);
    return r;
}
