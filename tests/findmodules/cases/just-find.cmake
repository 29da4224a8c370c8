# Cases that must fail: find_package(OpenBLAS REQUIRED) and nothing else.
find_package(OpenBLAS REQUIRED)
