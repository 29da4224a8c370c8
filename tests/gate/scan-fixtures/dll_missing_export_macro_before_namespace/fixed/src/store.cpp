#include "vault/store.h"
#include <map>

namespace vault {
namespace VAULT_VERSION_NAME {
namespace store {

static std::map<std::string, std::string> entries;
static int last_error = 0;

std::string errorText(int code) { return code ? "failed" : "ok"; }

bool open(const std::string &path) { last_error = path.empty(); return !last_error; }
bool put(const std::string &key, const std::string &value) { entries[key] = value; return true; }
std::string get(const std::string &key) { return entries.count(key) ? entries[key] : errorText(1); }
bool erase(const std::string &key) { return entries.erase(key) > 0; }
bool contains(const std::string &key) { return entries.count(key) > 0; }
void clear() { entries.clear(); }
void close() { clear(); }
std::size_t count() { return entries.size(); }

} // namespace store
} // namespace VAULT_VERSION_NAME
} // namespace vault
