#include <stdio.h>
#include <stdlib.h>
#ifdef _WIN32
#include <windows.h>
#endif

static void (*volatile crash_report)(void *);
static int crash_seen;

#ifdef _WIN32
static LONG WINAPI on_exception(EXCEPTION_POINTERS *info)
{
    if (crash_report)
        crash_report(info->ContextRecord);
    crash_seen = 1;
    return EXCEPTION_EXECUTE_HANDLER;
}
#endif

static void print_context(void *context)
{
    printf("crashed at %p\n", context);
}

int main(void)
{
    crash_report = print_context;
#ifdef _WIN32
    SetUnhandledExceptionFilter(on_exception);
#endif
    return 0;
}
