#include <fcntl.h>
#include <io.h>
#include <string>

class Writer {
public:
    explicit Writer(const std::string &path) : fd(_open(path.c_str(), 0)) {}
    void finish() { close(fd); }
private:
    int fd;
};

void drop(const char *path) { int fd = open(path, 0); close(fd); }
