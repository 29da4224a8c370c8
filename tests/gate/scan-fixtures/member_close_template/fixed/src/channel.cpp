#include <fcntl.h>
#include <io.h>
#include <future>
#include <ios>

class Channel {
public:
    explicit Channel(const char *path) : fd(_open(path, 0)) {}
    virtual std::future<void> close(std::ios_base::openmode mode) { (void)mode; return {}; }
    std::future<void> shut(std::ios_base::openmode mode) { return close(mode); }
private:
    int fd;
};
