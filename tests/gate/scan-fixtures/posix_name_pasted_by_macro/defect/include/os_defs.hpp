#pragma once
#if defined(_WIN32)
# include <winsock2.h>
# define NET_OS_DEF(c) NET_OS_DEF_##c
# define NET_OS_DEF_SHUT_RD SD_RECEIVE
# define NET_OS_DEF_SHUT_WR SD_SEND
#else
# include <sys/socket.h>
# define NET_OS_DEF(c) NET_OS_DEF_##c
# define NET_OS_DEF_SHUT_RD SHUT_RD
# define NET_OS_DEF_SHUT_WR SHUT_WR
#endif
