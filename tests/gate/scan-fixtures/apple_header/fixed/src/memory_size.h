#include <sys/sysctl.h>
