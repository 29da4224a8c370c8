#include <jsonlib/writer.hpp>

int main() { return bytes_for(300) == 2 ? 0 : 1; }
