#define LANES_PICK(_op, result, ...) do { result = _op(__VA_ARGS__, 0); } while (0)
#define LANES_PICK_WIDE(_op, result, ...) do { result = _op(__VA_ARGS__, 1); } while (0)
#define lanes_sub(a, b, lane) ((a) - (b) - (lane))
#define lanes_mul(a, b, lane) ((a) * (b) * (lane))
