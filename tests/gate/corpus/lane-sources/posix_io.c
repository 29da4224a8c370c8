/* SPDX-License-Identifier: BSD-3-Clause */
#include <unistd.h>
int main(void) { return (int)getpid(); }
