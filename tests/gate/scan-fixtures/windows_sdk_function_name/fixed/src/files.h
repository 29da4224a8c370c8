#pragma once
#include <string>

namespace engine {
bool copy_file(const std::string &from, const std::string &to);
std::string working_directory();
}
