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
};

int main() {}
