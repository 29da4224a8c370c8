#include <windows.h>

struct hid_dev {
    char *last_error;
    int pending;
};

static void register_error(struct hid_dev *dev, const char *op)
{
    (void)op;
    LocalFree(device->last_error);
    device->last_error = NULL;
}

int hid_pending(struct hid_dev *dev)
{
    struct hid_dev *m = dev;
    return info->pending + m->pending;
}
