/* SPDX-License-Identifier: BSD-3-Clause */
// The replaceable allocation functions (C++ [new.delete]) over the UCRT's heap: operator new
// calls the new handler (_callnewh) while the allocation fails and throws std::bad_alloc when
// there is none; the aligned forms use _aligned_malloc/_aligned_free.
#include <malloc.h>
#include <stdlib.h>
#include <new.h>
#include <vcruntime_exception.h>

static void *allocate(size_t size) {
    for (;;) {
        if (void *block = malloc(size == 0 ? 1 : size))
            return block;
        if (_callnewh(size) == 0)
            throw std::bad_alloc();
    }
}

static void *allocate_aligned(size_t size, std::align_val_t alignment) {
    for (;;) {
        if (void *block = _aligned_malloc(size == 0 ? 1 : size, static_cast<size_t>(alignment)))
            return block;
        if (_callnewh(size) == 0)
            throw std::bad_alloc();
    }
}

void *__cdecl operator new(size_t size) { return allocate(size); }
void *__cdecl operator new[](size_t size) { return allocate(size); }
void *__cdecl operator new(size_t size, std::nothrow_t const &) noexcept {
    try {
        return allocate(size);
    } catch (...) {
        return nullptr;
    }
}
void *__cdecl operator new[](size_t size, std::nothrow_t const &tag) noexcept { return operator new(size, tag); }
void __cdecl operator delete(void *block) noexcept { free(block); }
void __cdecl operator delete[](void *block) noexcept { free(block); }
void __cdecl operator delete(void *block, std::nothrow_t const &) noexcept { free(block); }
void __cdecl operator delete[](void *block, std::nothrow_t const &) noexcept { free(block); }
void __cdecl operator delete(void *block, size_t) noexcept { free(block); }
void __cdecl operator delete[](void *block, size_t) noexcept { free(block); }

void *__cdecl operator new(size_t size, std::align_val_t alignment) { return allocate_aligned(size, alignment); }
void *__cdecl operator new[](size_t size, std::align_val_t alignment) { return allocate_aligned(size, alignment); }
void *__cdecl operator new(size_t size, std::align_val_t alignment, std::nothrow_t const &) noexcept {
    try {
        return allocate_aligned(size, alignment);
    } catch (...) {
        return nullptr;
    }
}
void *__cdecl operator new[](size_t size, std::align_val_t alignment, std::nothrow_t const &tag) noexcept {
    return operator new(size, alignment, tag);
}
void __cdecl operator delete(void *block, std::align_val_t) noexcept { _aligned_free(block); }
void __cdecl operator delete[](void *block, std::align_val_t) noexcept { _aligned_free(block); }
void __cdecl operator delete(void *block, std::align_val_t, std::nothrow_t const &) noexcept { _aligned_free(block); }
void __cdecl operator delete[](void *block, std::align_val_t, std::nothrow_t const &) noexcept { _aligned_free(block); }
void __cdecl operator delete(void *block, size_t, std::align_val_t) noexcept { _aligned_free(block); }
void __cdecl operator delete[](void *block, size_t, std::align_val_t) noexcept { _aligned_free(block); }
