#include <filesystem>

// The toolkit root: one fixed folder (defect) or the environment (fixed).
std::filesystem::path toolkit_root()
{
    return std::filesystem::path(LR"(C:\Program Files\Toolkit)");
}
