#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

int main(int argc, char **argv)
{
    if (argc < 2)
        return EXIT_FAILURE;
    std::ifstream in(argv[1]);
    long count = 0;
    for (std::string line; std::getline(in, line);)
        ++count;
    std::cout << count << "\n";
    return EXIT_SUCCESS;
}
