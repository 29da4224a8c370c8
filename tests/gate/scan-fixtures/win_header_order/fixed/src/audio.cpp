#ifdef _WIN32
#include <objbase.h>
#include <windef.h>
#include <mmsystem.h>
unsigned audio_devices()
{
    return waveOutGetNumDevs();
}
#endif
