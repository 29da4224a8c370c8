#include <stddef.h>

struct chan_block {
    void *pBuffer;
    size_t sampleCount;
    unsigned channels;
};

#ifdef _WIN32
#include <windows.h>
#include <dinput.h>
#define SECURITY_WIN32
#include <security.h>

/* The SDK's structs: the same words with the SDK's type prefix (pv, c). */
void chan_wrap(struct chan_block *b, SecBuffer *out, DICUSTOMFORCE *force)
{
    out->pvBuffer = b->pBuffer;
    force->cChannels = b->channels;
}

size_t chan_samples(const struct chan_block *b)
{
    return b->sampleCont;
}
#endif
