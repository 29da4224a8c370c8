#include <jsonish/parse.hpp>

int main() { return jsonish::digit_value('7') == 7 ? 0 : 1; }
