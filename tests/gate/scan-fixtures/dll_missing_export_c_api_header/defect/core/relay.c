#include "relay.h"

static int last;

int relay_startup(void) { return 0; }
void relay_cleanup(void) { last = 0; }
relay_socket relay_create(void) { return 3; }
int relay_bind(relay_socket s, int port) { return s + port > 0 ? 0 : -1; }
int relay_send(relay_socket s, const char *data, int len) { return data && s ? len : -1; }
int relay_recv(relay_socket s, char *data, int len) { return data && s ? 0 * len : -1; }
int relay_close(relay_socket s) { return s ? 0 : -1; }
int relay_last_error(void) { return last; }
const char *relay_error_str(int code) { return code ? "error" : "ok"; }
const char *relay_reason_str(int reason) { return reason ? "rejected" : "unknown"; }
