#include <sys/utsname.h>
