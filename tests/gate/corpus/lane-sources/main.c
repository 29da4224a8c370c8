double cblas_ddot(int n, const double *x, int incx, const double *y, int incy);
__declspec(dllimport) int winport_open(const char *path, int flags);
int mainCRTStartup(void) { double v[2] = {1, 2}; return (int)cblas_ddot(2, v, 1, v, 1) + winport_open("x", 0); }
