#include <string>
#include <vector>
#include <regex>

struct poller {
    std::map<int, std::string> handlers;
    std::vector<int> ready;
};
