#include <engine/engine.hpp>
static std::function<int()> answer = [] { return 42; };
int main() { return answer() == 42 ? 0 : 1; }
