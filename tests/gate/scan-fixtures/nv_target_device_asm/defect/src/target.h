#pragma once
#define NV_IS_HOST 1
#define NV_IS_DEVICE 0
#define NV_PROVIDES_SM_70 0
#define NV_STRIP(...) __VA_ARGS__
#define NV_IF_ELSE_TARGET(q, a, b) NV_STRIP b
#define NV_IF_TARGET(q, a, b) NV_STRIP a
