template <class T> class Handle {
public:
    Handle &operator = (T *inOther) { if (mPtr != inOther) { mPtr = inOther; } return *this; }
    T *get() const { return mPtr; }

private:
    T *mPtr = nullptr;
};

struct Extent {
    int width, height;
};

int extent_area(Extent *e)
{
    Handle<Extent> h;
    h = e;
    return h.get()->width * h.get()->height;
}
