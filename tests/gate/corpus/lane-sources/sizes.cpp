ssize_t read_some(int fd, void *buffer, unsigned long n);
double area(double r) { return M_PI * r * r; }
