#ifdef ENGINE_HAVE_OWNED
int owned_count(__attribute__((unused)) int hint) { return 1; }
#endif
