#include <stddef.h>

typedef size_t (*chunk_io)(void *handle, void *data, size_t size);

size_t copy_chunks(void *handle, void *data_, size_t size, chunk_io io)
{
    void *data = data_;
    typedef size_t (*chunk_step)(void *handle, void *data, size_t size);
    chunk_step step = (chunk_step)io;
    size_t done = 0;
    while (size > 0) {
        size_t n = step(handle, data, size);
        if (n == 0)
            break;
        data += n;
        size -= n;
        done += n;
    }
    return done;
}
