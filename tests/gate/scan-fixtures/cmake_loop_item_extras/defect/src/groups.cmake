set(core_group parser)
set(io_group reader writer)
set(writer_extra_sources writer_buffer.cpp)
