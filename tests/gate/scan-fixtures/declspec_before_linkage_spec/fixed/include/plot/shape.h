#pragma once

#ifdef _WIN32
#  ifdef PLOT_SHAPES_BUILDING
#    define PLOT_SHAPES_API __declspec(dllexport)
#  else
#    define PLOT_SHAPES_API __declspec(dllimport)
#  endif
#  define PLOT_PLUGIN_EXPORT __declspec(dllexport)
#else
#  define PLOT_SHAPES_API
#  define PLOT_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif

namespace plot {

struct PLOT_SHAPES_API Shape
{
    virtual ~Shape();
    virtual double area() const = 0;
};

} // namespace plot

#define PLOT_REGISTER_SHAPE(ClassName, Name)                  \
  extern "C" PLOT_PLUGIN_EXPORT                               \
  plot::Shape *plot_create_shape_##Name()                     \
  {                                                           \
    return new ClassName;                                     \
  }

extern "C" PLOT_SHAPES_API int plot_shape_count();
