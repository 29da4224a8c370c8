#include <stdio.h>
#include <stdlib.h>

FILE *open_tool(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/Tool/tool.cfg", getenv("ProgramFiles"));
    return fopen(path, "rb");
}
