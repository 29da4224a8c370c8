find_library(FOO_LIBRARY NAMES foo-2.0)
find_path(FOO_INCLUDE_DIR NAMES foo.h PATH_SUFFIXES foo-2.0)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Foo REQUIRED_VARS FOO_LIBRARY FOO_INCLUDE_DIR)
