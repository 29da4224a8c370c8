find_path(TOOLKIT_INCLUDE_DIR NAMES toolkit/toolkit.h)
find_path(TOOLKIT_MODULE_DIR NAMES UseToolkit.cmake PATH_SUFFIXES share/cmake/Toolkit)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Toolkit REQUIRED_VARS TOOLKIT_INCLUDE_DIR TOOLKIT_MODULE_DIR)
# the package's flags and definitions for its users
include(${TOOLKIT_MODULE_DIR}/UseToolkit.cmake)
