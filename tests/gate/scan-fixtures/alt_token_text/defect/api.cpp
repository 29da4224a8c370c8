#define ENGINE_DEPRECATED_FOR(f) [[deprecated("use " #f " instead")]]

bool ready(bool started, bool loaded) { return started and loaded; }

bool idle(bool polled,
          bool waiting) { return polled or
                                 waiting; }
