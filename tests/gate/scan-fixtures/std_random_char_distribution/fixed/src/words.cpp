#include <random>
#include <string>

using namespace std;

string random_word(mt19937 &rng, size_t length)
{
    uniform_int_distribution<unsigned short> letter('a', 'z');
    string word;
    while (word.size() < length)
        word += static_cast<char>(letter(rng));
    return word;
}
