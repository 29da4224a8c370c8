#define REGISTER_FLAG(name, help) static const char *name##_help = help;
#define describe describe_flag

#ifdef ENGINE_VERBOSE
REGISTER_FLAG(level, "the level, with the verbose ones")
#else
REGISTER_FLAG(level, "the level")
#endif

int describe_flag(int a, int b) { return a + b; }

int total(int a, int b)
{
    const char *note = "a sentence \
continued (as REGISTER_FLAG( would be)";
    (void)note;
    return describe(a,
#ifdef ENGINE_VERBOSE
                    2 *
#endif
                    b);
}
