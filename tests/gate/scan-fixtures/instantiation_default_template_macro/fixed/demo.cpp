#include "signals/callback.hpp"

int main() { return 0; }
