/* configuration of the autotools build for a generic POSIX system */
#define TALLY_HAS_SYSCONF 1
