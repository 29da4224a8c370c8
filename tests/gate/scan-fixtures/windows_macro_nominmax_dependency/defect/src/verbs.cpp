#include <asio.hpp>
#include <string_view>
#include "grids/verbs.hpp"

std::string_view verb_name(verb v)
{
    return v == verb::GET ? "GET" : v == verb::PUT ? "PUT" : "other";
}
