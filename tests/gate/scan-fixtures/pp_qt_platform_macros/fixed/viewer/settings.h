#ifndef ORBIT_SETTINGS_H
#define ORBIT_SETTINGS_H
#include <QtGlobal>

#ifdef Q_OS_WIN32
# ifndef M_PI
#  define M_PI 3.14159265358979323846
# endif
# define ORBIT_PATH_SEPARATOR '\\'
#else
# define ORBIT_PATH_SEPARATOR '/'
#endif
#endif
