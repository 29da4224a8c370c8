#define TEXT_CAST (const unsigned char *)
typedef unsigned char text_t;
void emit(const unsigned char *name, const unsigned char *value);

void emit_all(char **codes, int count)
{
    int i;
    for (i = 0; i < count; i++) {
        text_t scratch[count];
        scratch[0] = (text_t)codes[i][0];
        emit(scratch, TEXT_CAST codes[i]);
    }
}
