#include "argv.h"

int argv_count(const wchar_t *line)
{
    int count = 0;
    wchar_t **words = CommandLineToArgvW(line, &count);
    LocalFree(words);
    return count;
}
