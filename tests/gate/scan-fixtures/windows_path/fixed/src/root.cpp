#include <cstdlib>
#include <filesystem>

// The toolkit root: one fixed folder (defect) or the environment (fixed).
std::filesystem::path toolkit_root()
{
    const char *root = std::getenv("TOOLKIT_PATH");
    return root ? std::filesystem::path(root) : std::filesystem::path();
}
