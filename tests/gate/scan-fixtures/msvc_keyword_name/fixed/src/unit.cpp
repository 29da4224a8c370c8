enum class ElementKind {
  kUnknown = -1,
  kInt32,
  kInt64,
  kFloat32
};

struct Widths {
  int int16_width;
};

int width_of(ElementKind kind) {
  _int64 total = 0;
  if (kind == ElementKind::kInt64)
    total = (_int64)8;
  return static_cast<int>(total);
}
