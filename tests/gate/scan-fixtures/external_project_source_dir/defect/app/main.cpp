#include <cstdio>

struct file_header;
bool read_header(std::FILE *in, file_header *out);

int main(int argc, char **argv)
{
    return argc > 1 && argv[1] ? 0 : 1;
}
