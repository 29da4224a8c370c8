#pragma once
#define TRACE_EVENT(sink, level, channel, stamp, ...) \
    sink.write(level, #channel, stamp, __VA_ARGS__)

/* forwards channel and stamp inside __VA_ARGS__ to TRACE_EVENT's named parameters */
#define TRACE_EVENT_IF(sink, level, channel, stamp, ...) \
    do {                                       \
        if ((level) >= (sink).threshold())     \
        {                                      \
            TRACE_EVENT(sink, level, channel, stamp, __VA_ARGS__); \
        }                                      \
    } while (false)
