#include <QString>
#include <vector>

QString mode_name(const std::vector<QString> &names, int num)
{
    return names[static_cast<uint>(num)];
}
