#pragma once
#include <string>
#include "vault/version.h"

namespace vault {
// A bare macro line before the versioned namespace: what follows is still a namespace's body,
// not a function's, so the declarations below are no inline code's calls.
VAULT_USE_VERSION_NAMESPACE
namespace VAULT_VERSION_NAME {
namespace store {

VAULT_API bool open(const std::string &path);
VAULT_API bool put(const std::string &key, const std::string &value);
VAULT_API std::string get(const std::string &key);
VAULT_API bool erase(const std::string &key);
VAULT_API bool contains(const std::string &key);
VAULT_API void clear();
VAULT_API void close();

// The library's own helper: nothing outside it calls it.
std::string errorText(int code);

// Called by the command-line tool beside the library.
VAULT_API std::size_t count();

} // namespace store
} // namespace VAULT_VERSION_NAME
} // namespace vault
