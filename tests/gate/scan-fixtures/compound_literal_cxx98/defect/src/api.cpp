struct Device { int id; };
void set_error(Device *device, int code);

#define ENGINE_CATCH_DEVICE(device) catch (...) { set_error(device, 1); }
#define ENGINE_CATCH ENGINE_CATCH_DEVICE(((Device *){0}))

void engine_run()
{
  try {
  } ENGINE_CATCH
}
