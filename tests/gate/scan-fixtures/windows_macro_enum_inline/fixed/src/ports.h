#pragma once
enum class PortKind {REG, FWD, OUTPUT, BOTH};
int port_count(PortKind kind);
