template <typename T>
void scale(T *data, int count, T factor = T(1), int stride = 1) {
  for (int i = 0; i < count; i += stride)
    data[i] *= factor;
}

template void scale<float>(float *data, int count,
                           float factor = 1.0f, int stride = 1);
template void scale<double>(double *data, int count, double factor, int stride);
