int unit_parse(const char *text);
#include "lexer.c"
int unit_parse(const char *text)
{
    return lex_one(text);
}
