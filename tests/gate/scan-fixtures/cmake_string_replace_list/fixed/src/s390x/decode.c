#define TRACE(fmt, ...)

int decode_op(int op) { TRACE("op", op); return op; }
