#include <string.h>

#ifdef _MSC_VER
#define words_casecmp words_fold_compare
#else
#include <strings.h>
#define words_fold_compare strcasecmp
#endif

int words_same(const char *a, const char *b) { return words_fold_compare(a, b) == 0; }
