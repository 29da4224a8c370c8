/* Set by the build for POWER machines. */
#define POWER 1
