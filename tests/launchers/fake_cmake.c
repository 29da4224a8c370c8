/* A stand-in for cmake.exe that prints `cmake --version` output for the version in
 * FAKE_CMAKE_VERSION, so the .cmd launchers' CMake check can be run by Wine's cmd.exe. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    const char *version = getenv("FAKE_CMAKE_VERSION");
    printf("cmake version %s\n\nCMake suite maintained and supported by Kitware (kitware.com/cmake).\n",
           version ? version : "3.25.1");
    return 0;
}
