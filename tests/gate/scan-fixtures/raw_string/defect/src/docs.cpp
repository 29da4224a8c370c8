static const char *cast_doc = "Casting from a signed type keeps the low bits – always.";
static unsigned clamp_count(uint n) { return n > 8 ? 8 : n; }
