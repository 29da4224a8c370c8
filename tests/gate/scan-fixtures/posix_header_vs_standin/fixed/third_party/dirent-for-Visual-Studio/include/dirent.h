/* A dirent stand-in over FindFirstFileW for MSVC builds (written for this fixture). */
#ifndef DIRENT_H
#define DIRENT_H
typedef struct DIR DIR;
struct dirent { char d_name[260]; };
DIR *opendir(const char *path);
struct dirent *readdir(DIR *dir);
int closedir(DIR *dir);
#endif
