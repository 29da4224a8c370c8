#pragma once
#include "engine/export.h"

template <typename T>
class ENGINE_API Ring {
 public:
  explicit Ring(int capacity);
  int capacity() const { return capacity_; }

 private:
  int capacity_;
};

template <typename T>
Ring<T>::Ring(int capacity) : capacity_(capacity) {}

template <typename T>
ENGINE_API T clamp_to(T value, T low, T high) {
  return value < low ? low : value > high ? high : value;
}

/* Not findings: every member defined in the class (implicitly inline), a member template
 * defined in its exported class, an inline template, and the alias that is never dllimport. */
template <typename T>
class ENGINE_API View {
 public:
  int size() const { return size_; }

 private:
  int size_ = 0;
};

class ENGINE_API Session {
 public:
  template <typename T>
  ENGINE_API T first(const T *values) { return values[0]; }
};

template <typename T>
inline ENGINE_API T twice(T value) { return value + value; }

template <typename T>
ENGINE_C_API T half(T value) { return value / 2; }
