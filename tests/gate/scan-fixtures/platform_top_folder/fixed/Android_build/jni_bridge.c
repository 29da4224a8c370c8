int geo_jni_version(void) { return 1; }
