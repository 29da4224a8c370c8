const char *crash_help = "Crash finds a starting basis for the simplex. \
It is still experimental and you may prefer \
to leave it off or try the primal one.";

bool both_set(bool presolve, bool scaling)
{
    return presolve && scaling;
}
