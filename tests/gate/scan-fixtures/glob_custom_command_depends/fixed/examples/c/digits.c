/* Output of the generator for a number lexer, written with its case-range option. */
int lex_number(const char *cursor)
{
    switch (*cursor) {
    case '1' ... '9':
        return 1;
    default:
        return 0;
    }
}
