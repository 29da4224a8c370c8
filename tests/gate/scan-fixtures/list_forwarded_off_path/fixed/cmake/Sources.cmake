# every list of sources, set on the path whatever the platform
set(ENGINE_CORE_FILES src/engine.c)
set(ENGINE_PLATFORM_FILES src/platform/system.c)
