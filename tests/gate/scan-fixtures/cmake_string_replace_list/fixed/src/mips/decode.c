#define TRACE(fmt, rest...)

int decode_op(int op) { TRACE("op", op); return op; }
