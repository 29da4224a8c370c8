#pragma once
#include <string>

namespace suites {
class selector
{
public:
    enum mode_t
    {
        all,
        by_name
    };

    explicit selector(mode_t mode, std::string pattern = "") : mode_(mode), pattern_(pattern) {}

private:
    mode_t mode_;
    std::string pattern_;
};
}
