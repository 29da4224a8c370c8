#ifdef __APPLE__
typedef struct device_ref *device_ref;

static int vendor_of(device_ref device)
{
    return device != 0;
}

int hid_vendor(device_ref handle)
{
    return vendor_of(handle);
}
#endif
