#include "probe.h"

int probe_open(int port) { return port; }
int probe_read(int probe) { return probe; }
int probe_write(int probe, int v) { return probe + v; }
void probe_close(int probe) { (void)probe; }
int probe_rate(int probe) { return probe * 2; }
