#include <string>
#include <vector>
#include <regex>
#include <map>

struct poller {
    std::map<int, std::string> handlers;
    std::vector<int> ready;
};
