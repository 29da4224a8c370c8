#define ENGINE_DEPRECATED_FOR(f) [[deprecated("use " #f " instead")]]

#pragma region Construction and Search
bool ready(bool started, bool loaded) { return started && loaded; }
#pragma endregion

ENGINE_DEPRECATED_FOR(
  ENGINE_OPT_EVENT_THREAD or
  ENGINE_OPT_SOCK_STATE_CB) bool idle(bool polled, bool waiting);
