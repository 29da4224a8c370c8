#include <stdio.h>

FILE *open_tool(void)
{
    return fopen("C:\\Program Files\\Tool\\tool.cfg", "rb");
}
