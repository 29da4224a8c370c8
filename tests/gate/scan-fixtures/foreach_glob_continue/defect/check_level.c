int codec_level(void);

int main(void)
{
    return codec_level() == 3 ? 0 : 1;
}
