int lexer_class(int c)
{
    switch (c) {
    case 'a' ... 'z':
        return 1;
    case 0x30 ...0x39: return 2;
    case '_':
        return 3; /* the case of a name ... */
    default:
        return 0;
    }
}
