#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include "status.h"

int handle(Method method) { return method == GET ? OK : 2; }

#define SERVICE_LOG(severity, text) service_log_##severity(text)
void service_log_ERROR(const char *text);
void warn_once() {
  SERVICE_LOG(
      ERROR, "pasted, never expanded");
}
