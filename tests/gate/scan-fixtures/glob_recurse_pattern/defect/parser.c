int parse_document(const char *text)
{
    return text != 0;
}
