#include <fcntl.h>
#include <io.h>
#include <future>
#include <ios>

class Channel {
public:
    explicit Channel(const char *path) : fd(_open(path, 0)) {}
    std::future<void> shut(std::ios_base::openmode mode) { (void)mode; close(fd); return {}; }
private:
    int fd;
};
