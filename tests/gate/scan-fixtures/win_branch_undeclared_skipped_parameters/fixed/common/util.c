typedef int (*util_step)(void *);

int util_run(util_step step, void *info)
{
    return step(info);
}
