#ifndef HOST_CURSOR_H
#define HOST_CURSOR_H
/* a class a macro writes: step's local index stays in its body */
#define HOST_CURSOR_CLASS                 \
    class cursor                          \
    {                                     \
    public:                               \
        int step()                        \
        {                                 \
            int index = position_;        \
            ++position_;                  \
            return index;                 \
        }                                 \
                                          \
    private:                              \
        int position_ = 0;                \
    };
HOST_CURSOR_CLASS

struct host_box {
    int width;
};
#endif
