#pragma once
#include <string>

namespace engine {
bool copy_file(const std::string &from, const std::string &to);
std::string working_directory();
}

namespace engine {
struct document {
    int const& GetObject() const { return object; }
    int object = 0;
};
}
