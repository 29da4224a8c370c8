#include "engine/export.h"

int main() { return engine_version() == 1 ? 0 : 1; }
