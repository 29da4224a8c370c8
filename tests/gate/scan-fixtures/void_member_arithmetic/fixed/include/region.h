#ifndef REGION_H
#define REGION_H

typedef struct PIXEL_REGION PIXEL_REGION;
struct PIXEL_REGION {
    void *data;
    int pitch;
    int format;
};

/* another struct's member of the same name is no void * */
struct byte_span {
    unsigned char *data;
    int length;
};

#endif
