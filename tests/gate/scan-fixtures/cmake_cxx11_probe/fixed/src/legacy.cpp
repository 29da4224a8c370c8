#ifdef ENGINE_HAVE_TR1
static int legacy_count(__attribute__((unused)) int unused) { return 0; }
#endif
int legacy_version() { return 1; }
