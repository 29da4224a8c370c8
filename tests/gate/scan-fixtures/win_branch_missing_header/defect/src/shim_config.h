/* Set by the build where the shim is wanted. */
#define HAVE_PROCESS_SHIM 1
