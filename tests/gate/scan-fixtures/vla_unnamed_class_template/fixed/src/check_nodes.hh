#pragma once
#include <cmath>

template <typename TYPE>
struct ProductRule
{
	static TYPE combine(TYPE a, TYPE b) { return a * b; }
};

template <typename TYPE, typename RULE>
struct MinRule
{
	static void update(TYPE *links, int cnt)
	{
		for (int i = 1; i < cnt; ++i)
			links[i] = links[i] < links[i - 1] ? links[i] : links[i - 1];
	}
};

template <typename RULE>
struct MinRule<float, RULE>
{
	static void update(float *links, int cnt)
	{
		float mags[cnt];
		for (int i = 0; i < cnt; ++i)
			mags[i] = std::fabs(links[i]);
		for (int i = 0; i < cnt; ++i)
			links[i] = RULE::combine(links[i], mags[i]);
	}
};
