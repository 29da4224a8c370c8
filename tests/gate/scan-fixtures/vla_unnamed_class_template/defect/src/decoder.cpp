#include "check_nodes.hh"

void decode(float *links, int cnt)
{
	MinRule<float, ProductRule<float>>::update(links, cnt);
}
