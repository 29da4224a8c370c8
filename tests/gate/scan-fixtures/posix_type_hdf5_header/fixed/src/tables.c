#include <stdio.h>
#include <hdf5.h>

long tables_name_length(hid_t object)
{
    ssize_t length = H5Iget_name(object, NULL, 0);
    return length < 0 ? -1L : (long)length;
}
