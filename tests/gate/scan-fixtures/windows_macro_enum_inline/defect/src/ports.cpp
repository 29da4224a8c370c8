#include <windows.h>
#include "ports.h"

int port_count(PortKind kind) { return kind == PortKind::BOTH ? 2 : 1; }
