extern "C" int shapes_plugin_version() { return 1; }
