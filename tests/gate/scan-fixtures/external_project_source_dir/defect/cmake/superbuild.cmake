include(ExternalProject)
option(WITH_BATCH "Build the batch converter too" OFF)
ExternalProject_Add(converter
    DOWNLOAD_COMMAND ""
    SOURCE_DIR ${CMAKE_SOURCE_DIR}/app
    BINARY_DIR app-build
    CMAKE_ARGS
        -DCMAKE_BUILD_TYPE:STRING=${CMAKE_BUILD_TYPE}
        -DWITH_BATCH:BOOL=${WITH_BATCH}
    INSTALL_COMMAND "")
