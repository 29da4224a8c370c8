enum class ElementKind {
  _unknown = -1,
  _int32,
  _int64,
  _float32
};

struct Widths {
  int _int16;
};

int width_of(ElementKind kind) {
  _int64 total = 0;
  if (kind == ElementKind::_int64)
    total = (_int64)8;
  return static_cast<int>(total);
}
