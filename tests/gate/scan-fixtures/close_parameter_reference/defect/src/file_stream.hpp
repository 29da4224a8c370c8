#pragma once
#include <system_error>

namespace streams {
using error_code = std::error_code;
class file_stream {
public:
    void open(const char *path);
    void close(error_code& ec);
    void shut(error_code& ec);

private:
    int fd_ = -1;
};
}
