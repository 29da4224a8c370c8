#include <cstddef>
#include <boost/functional/hash.hpp>
#include "region.hpp"

namespace boost
{
std::size_t hash_value(const store::Key &key) { return key.id; }
} // namespace boost
