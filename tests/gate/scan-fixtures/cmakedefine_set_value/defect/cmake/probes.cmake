# The socket header is taken as present everywhere.
set(RELAY_HAVE_SYS_SOCKET_H 1)
