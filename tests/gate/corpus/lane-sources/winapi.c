#include <windows.h>
int answer(void) { return (int)GetCurrentProcessId(); }
