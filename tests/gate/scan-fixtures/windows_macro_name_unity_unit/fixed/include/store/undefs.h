/* no guard: read at each #include */
#ifdef _WIN32
#ifdef interface
#undef interface
#endif
#endif
