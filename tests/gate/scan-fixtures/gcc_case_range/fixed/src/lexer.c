int lexer_class(int c)
{
    if (c >= 'a' && c <= 'z')
        return 1;
    switch (c) {
    case 0x30: case 0x31: case 0x32: case 0x33: case 0x34:
    case 0x35: case 0x36: case 0x37: case 0x38: case 0x39: return 2;
    case '_':
        return 3; /* the case of a name ... */
    default:
        return 0;
    }
}
