#define ENGINE_INLINE inline
struct Status {
  int code;
};

class Reducer {
public:
  virtual ~Reducer() {}
  Reducer() {}
  virtual float Init() { return 0.f; }
  virtual float operator()(const float a, const float b) { return a + b; };
  virtual Status Reset(int channel) const { return Status{channel}; }
  virtual void Clear() {}
  ENGINE_INLINE constexpr Reducer(int seed) : seed_(seed) {}
  int seed_ = 0;
};

int main() {}

struct Holder {
  template <typename U> Holder(const U &other) : seed_(0) {}
  template <typename U> int Copy(const U &other) { return seed_; }
  int seed_;
};

template <bool B, typename T = void> struct enable_if_c {};
template <typename T> struct enable_if_c<true, T> { typedef T type; };
template <typename T> typename enable_if_c<true, void>::type zero_if_small(T &) {}
