#pragma push_macro("LoadFence")
#undef LoadFence
namespace engine {
inline void LoadFence() {}
}
#pragma pop_macro("LoadFence")
