#include <windows.h>
#include <winsock2.h>

int barrier_spin(int n) { return n; }
