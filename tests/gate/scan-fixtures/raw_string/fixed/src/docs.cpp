static const char *cast_doc = R"DOC(
Casting from a signed type:
  uint targets keep the low bits – always.
)DOC"; static unsigned clamp_count(unsigned n) { return n > 8 ? 8 : n; }
