#pragma once
#include <string>
#include <vector>

#ifdef TOK_BUILDING
#define TOK_EXPORT __declspec(dllexport)
#else
#define TOK_EXPORT __declspec(dllimport)
#endif

namespace tok {

TOK_EXPORT void set_random_seed(unsigned seed);
void reset_statistics();

class TOK_EXPORT Tokenizer
{
public:
    std::vector<std::string> split(const std::string &text) const;
};

} // namespace tok
