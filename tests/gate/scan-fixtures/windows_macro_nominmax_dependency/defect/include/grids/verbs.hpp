#pragma once
#include <string_view>

enum class verb { GET, PUT, DELETE };

std::string_view verb_name(verb v);
