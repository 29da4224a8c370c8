#pragma once
#include <string_view>

#ifdef DELETE
#undef DELETE
#endif
enum class verb { GET, PUT, DELETE };

std::string_view verb_name(verb v);
