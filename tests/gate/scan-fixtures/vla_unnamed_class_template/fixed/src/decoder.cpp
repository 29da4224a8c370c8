#include "check_nodes.hh"

void decode(float *links, int cnt)
{
	for (int i = 0; i < cnt; ++i)
		links[i] = ProductRule<float>::combine(links[i], 0.5f);
}
