#define TEXT_CAST (const unsigned char *)
void emit(const unsigned char *name, const unsigned char *value);

void emit_all(char **codes, int count)
{
    int i;
    for (i = 0; i < count; i++) {
        emit(TEXT_CAST "Code",
             TEXT_CAST codes[i]);
    }
}
