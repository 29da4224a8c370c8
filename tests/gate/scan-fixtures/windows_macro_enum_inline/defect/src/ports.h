#pragma once
enum class PortKind {REG, FWD, OUT, BOTH};
int port_count(PortKind kind);
