extern "C" int shapes_py_init() { return 0; }
