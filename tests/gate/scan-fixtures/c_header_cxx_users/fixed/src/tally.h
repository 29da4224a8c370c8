#ifndef PULSE_TALLY_H
#define PULSE_TALLY_H
/* a private header of the C sources: no C++ unit reads it */
struct tally {
    int total;
    int seen;
};

static inline struct tally tally_start(void)
{
    return (struct tally){ .total = 0, .seen = 0 };
}
#endif
