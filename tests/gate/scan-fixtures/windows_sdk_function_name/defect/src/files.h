#pragma once
#include <string>

namespace engine {
bool CopyFile(const std::string &from, const std::string &to);
std::string GetCurrentDirectory();
}

namespace engine {
struct document {
    int const& GetObject() const { return object; }
    int object = 0;
};
}
