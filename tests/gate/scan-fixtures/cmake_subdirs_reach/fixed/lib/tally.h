#ifndef TALLY_H
#define TALLY_H
#ifdef _MSC_VER
#define TALLY_DEPRECATED(why) __declspec(deprecated(why))
#else
#define TALLY_DEPRECATED(why) __attribute__((deprecated(why)))
#endif
int tally_add(int a, int b);
TALLY_DEPRECATED("use tally_add")
int tally_old_add(int a, int b);
#endif
