/* SPDX-License-Identifier: BSD-3-Clause */
/* internal_shared.h: a VC runtime source header (shipped with neither the toolset nor
 * microsoft/STL) that the STL's filesystem.cpp and locale0.cpp include. What they take from it:
 * the C library's allocation functions, and an owning pointer to a malloc'd array
 * (__crt_unique_heap_ptr, filled by _malloc_crt_t). */
#pragma once
#include <stdlib.h>

#ifdef __cplusplus
template <typename _Ty>
class __crt_unique_heap_ptr {
public:
    __crt_unique_heap_ptr() noexcept : _Ptr(nullptr) {}
    explicit __crt_unique_heap_ptr(_Ty *_Owned) noexcept : _Ptr(_Owned) {}
    __crt_unique_heap_ptr(__crt_unique_heap_ptr &&_Other) noexcept : _Ptr(_Other.detach()) {}
    __crt_unique_heap_ptr &operator=(__crt_unique_heap_ptr &&_Other) noexcept {
        reset(_Other.detach());
        return *this;
    }
    __crt_unique_heap_ptr(__crt_unique_heap_ptr const &) = delete;
    __crt_unique_heap_ptr &operator=(__crt_unique_heap_ptr const &) = delete;
    ~__crt_unique_heap_ptr() { free(_Ptr); }
    _Ty *get() const noexcept { return _Ptr; }
    _Ty *detach() noexcept {
        _Ty *_Owned = _Ptr;
        _Ptr = nullptr;
        return _Owned;
    }
    void reset(_Ty *_Owned = nullptr) noexcept {
        free(_Ptr);
        _Ptr = _Owned;
    }
    explicit operator bool() const noexcept { return _Ptr != nullptr; }

private:
    _Ty *_Ptr;
};
#define _malloc_crt_t(_Ty, _Count) (__crt_unique_heap_ptr<_Ty>(static_cast<_Ty *>(malloc(sizeof(_Ty) * (_Count)))))
#endif
