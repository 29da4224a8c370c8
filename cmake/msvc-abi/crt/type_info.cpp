/* SPDX-License-Identifier: BSD-3-Clause */
// type_info's destructor and vftable, which every RTTI descriptor the compiler emits points at
// (??_7type_info@@6B@), and the list head __std_type_info_name caches undecorated names in.
// type_info objects are static data the compiler emits; none is ever deleted, so the scalar
// deleting destructor (the vftable's one entry) only runs the (empty) destructor.
#include <vcruntime_typeinfo.h>

// An SLIST_HEADER: 16 bytes, 16-byte aligned, all zero when empty.
struct alignas(16) __type_info_node {
    void *_Header[2];
};
__type_info_node __type_info_root_node;

type_info::~type_info() noexcept {}

extern "C" void *winport_type_info_scalar_deleting_destructor(type_info *self, unsigned int) {
    self->type_info::~type_info();
    return self;
}

extern "C" const void *const winport_type_info_vftable[1] __asm__("??_7type_info@@6B@") = {
    reinterpret_cast<const void *>(&winport_type_info_scalar_deleting_destructor)};
