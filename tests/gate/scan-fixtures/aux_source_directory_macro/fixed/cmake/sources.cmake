# gather_sources(<var> <dir>...): every C source of the folders
macro(gather_sources out)
    unset(found)
    foreach(folder ${ARGN})
        aux_source_directory(${folder} found)
    endforeach()
    set(${out} ${found})
endmacro()
