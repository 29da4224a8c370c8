int stack_test(int argc, char *argv[])
{
    (void)argv;
    int depth = argc + 1;
    int slots[depth];
    slots[0] = 0;
    return slots[0];
}
