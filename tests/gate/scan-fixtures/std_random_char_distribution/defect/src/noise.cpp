#include <cstdint>
#include <random>
#include <vector>

// random bytes for a test buffer
std::vector<std::uint8_t> random_bytes(std::size_t n, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<std::uint8_t> byte(0, 255);
    std::vector<std::uint8_t> out(n);
    for (auto &b : out)
        b = byte(rng);
    return out;
}

#define RANDOM_LETTER(rng) (std::uniform_int_distribution<char>('a', 'z')(rng))

char random_letter(std::mt19937 &rng)
{
    return RANDOM_LETTER(rng);
}

int random_count(std::mt19937 &rng)
{
    std::binomial_distribution<short> count(10, 0.5); // short is allowed
    return count(rng);
}
