#include <windows.h>

struct queue { int items[8]; int count; };

int queue_get_message(struct queue *q, int *out)
{
    if (q->count == 0)
        return 0;
    *out = q->items[--q->count];
    return 1;
}

int run_loop(volatile int *done)
{
    MSG msg;
    while (!*done && GetMessage(&msg, NULL, 0, 0)) {
        TranslateMessage(&msg);
        DispatchMessage(&msg);
    }
    return 0;
}
