#include <cstdint>
#include <random>
#include <vector>

// random bytes for a test buffer
std::vector<std::uint8_t> random_bytes(std::size_t n, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> byte(0, 255);
    std::vector<std::uint8_t> out(n);
    for (auto &b : out)
        b = static_cast<std::uint8_t>(byte(rng));
    return out;
}

#define RANDOM_LETTER(rng) (static_cast<char>(std::uniform_int_distribution<int>('a', 'z')(rng)))

char random_letter(std::mt19937 &rng)
{
    return RANDOM_LETTER(rng);
}

int random_count(std::mt19937 &rng)
{
    std::binomial_distribution<short> count(10, 0.5); // short is allowed
    return count(rng);
}
