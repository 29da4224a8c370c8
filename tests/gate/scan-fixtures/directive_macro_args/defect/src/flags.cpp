#define REGISTER_FLAG(name, help) static const char *name##_help = help;
#define describe describe_flag

REGISTER_FLAG(level,
#ifdef ENGINE_VERBOSE
              "the level, with the verbose ones"
#else
              "the level"
#endif
)

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
