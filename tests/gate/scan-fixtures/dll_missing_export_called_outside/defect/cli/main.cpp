#include <tok/tokenizer.h>
#include <iostream>

int main()
{
    tok::set_random_seed(7);
    tok::Tokenizer tokenizer;
    std::cout << tokenizer.split("a b c").size() << '\n';
    return 0;
}
