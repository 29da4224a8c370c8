#include <fcntl.h>
#include <io.h>
#include <string>

class Writer {
public:
    explicit Writer(const std::string &path) : fd(_open(path.c_str(), 0)) {}
    void open(std::string tag);
    void close(std::string tag);
    void section(const std::string &name) { open(name); close(name); }
private:
    int fd;
};

void Writer::close(std::string tag) { (void)tag; }
void Writer::open(std::string tag) { (void)tag; }
