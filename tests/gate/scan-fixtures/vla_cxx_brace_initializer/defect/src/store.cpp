#include "store/names.hpp"
std::string first_name(int id)
{
    return read_name(id);
}
