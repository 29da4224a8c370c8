#ifndef PULSE_PULSE_H
#define PULSE_PULSE_H

struct pulse_span {
    int start;
    int length;
};

#define PULSE_SPAN_EMPTY { .start = 0, .length = 0 }
#define PULSE_SPAN_ZERO (struct pulse_span){0, 0}

static inline struct pulse_span pulse_span_of(int start, int length)
{
    return (struct pulse_span){start, length};
}

static inline struct pulse_span pulse_span_unit(void)
{
    struct pulse_span s = { .start = 0, .length = 1 };
    return s;
}

static inline int pulse_span_same(struct pulse_span a)
{
    struct pulse_span zero = PULSE_SPAN_ZERO;
    return a.start == zero.start && a.length == zero.length;
}

int pulse_count(const struct pulse_span *spans, int n);

#endif
