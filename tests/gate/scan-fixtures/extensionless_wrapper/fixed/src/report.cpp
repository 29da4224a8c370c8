#include <ledger/book>
#include <string>

std::map<std::string, int> totals()
{
    return {};
}
