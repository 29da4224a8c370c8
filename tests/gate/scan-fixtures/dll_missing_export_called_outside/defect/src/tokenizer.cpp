#include <tok/tokenizer.h>
#include <sstream>

namespace tok {

static unsigned current_seed = 0;
static unsigned splits = 0;

void set_random_seed(unsigned seed)
{
    current_seed = seed;
}

void reset_statistics()
{
    splits = 0;
}

std::vector<std::string> Tokenizer::split(const std::string &text) const
{
    std::vector<std::string> words;
    std::istringstream in(text);
    for (std::string word; in >> word;)
        words.push_back(word);
    ++splits;
    return words;
}

} // namespace tok
