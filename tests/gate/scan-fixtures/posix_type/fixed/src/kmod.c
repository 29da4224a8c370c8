/* A kernel module: Linux-only code, whatever folder holds it. */
#include <linux/module.h>
static pid_t owner;
