#define SOLVER_LIST(...) static const char *solvers[] = {__VA_ARGS__}
#define HAVE_DENSE 1

SOLVER_LIST("cholesky",
#ifdef HAVE_DENSE
            "dense_qr",
#endif
            "cg");

int count_solvers(int n) {
  return n > 0 ? static_cast<int>(sizeof solvers / sizeof solvers[0]) : (n
#if defined(HAVE_DENSE)
  + 1
#endif
  );
}
