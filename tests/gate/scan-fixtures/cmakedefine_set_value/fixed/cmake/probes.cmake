# The socket header exists only off Windows.
if(NOT WIN32)
  set(RELAY_HAVE_SYS_SOCKET_H 1)
endif()
