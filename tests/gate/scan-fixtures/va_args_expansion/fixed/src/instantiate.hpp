#define KERNELS_EXPAND(...) __VA_ARGS__
#define KERNELS_APPLY(_macro, ...) KERNELS_EXPAND(_macro(__VA_ARGS__))
#define KERNELS_CALL(function, ...) function(__VA_ARGS__)
#define KERNELS_FOR_EACH(_each, ...) _each(__VA_ARGS__, float)
#define KERNELS_DECLARE(type, scale, name) type name(type value) { return value * scale; }
