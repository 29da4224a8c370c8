#include <stdlib.h>

int codec_level(void);

int main(void)
{
    unsetenv("CODEC_LEVEL");
    return codec_level() == 3 ? 0 : 1;
}
