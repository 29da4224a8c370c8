typedef struct { void *object; } engine_handle;

engine_handle engine_make(int n)
{
  engine_handle h = {reinterpret_cast<void *>(new int(n))};
  return h;
}
