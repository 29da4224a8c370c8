/* the configuration a POWER build copies over config.h */
#define ENABLE_VSX 1
