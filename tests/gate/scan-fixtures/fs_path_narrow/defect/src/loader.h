#include <filesystem>
#include <string>

class Loader {
public:
    bool open(const std::filesystem::path& input);
private:
    std::filesystem::path source_;
};
