#ifdef ENGINE_HAVE_OWNED
int owned_count(int /* hint */) { return 1; }
#endif
