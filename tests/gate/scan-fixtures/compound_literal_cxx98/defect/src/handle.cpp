typedef struct { void *object; } engine_handle;

engine_handle engine_make(int n)
{
  return (engine_handle){reinterpret_cast<void *>(new int(n))};
}
