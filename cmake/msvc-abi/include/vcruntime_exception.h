/* SPDX-License-Identifier: BSD-3-Clause */
/* vcruntime_exception.h: std::exception and its allocation-failure children, laid out as the VC
 * runtime's ABI has them (a vftable pointer, then __std_exception_data), with the message copied
 * and freed by ucrtbase's __std_exception_copy/__std_exception_destroy, so an exception thrown in
 * msvcp140.dll and one thrown here are the same type. */
#pragma once
#include <vcruntime.h>
#ifdef __cplusplus
#include <eh.h>
#endif

#pragma pack(push, _CRT_PACKING)
extern "C" {
struct __std_exception_data {
    char const *_What;
    bool _DoFree;
};
_VCRTIMP void __cdecl __std_exception_copy(__std_exception_data const *_From, __std_exception_data *_To);
_VCRTIMP void __cdecl __std_exception_destroy(__std_exception_data *_Data);
}

namespace std {
class exception {
public:
    exception() noexcept : _Data() {}
    explicit exception(char const *const _Message) noexcept : _Data() {
        __std_exception_data _Init = {_Message, true};
        __std_exception_copy(&_Init, &_Data);
    }
    /* A message with static storage duration: not copied. */
    exception(char const *const _Message, int) noexcept : _Data() { _Data._What = _Message; }
    exception(exception const &_Other) noexcept : _Data() { __std_exception_copy(&_Other._Data, &_Data); }
    exception &operator=(exception const &_Other) noexcept {
        if (this != &_Other) {
            __std_exception_destroy(&_Data);
            __std_exception_copy(&_Other._Data, &_Data);
        }
        return *this;
    }
    virtual ~exception() noexcept { __std_exception_destroy(&_Data); }
    [[nodiscard]] virtual char const *what() const { return _Data._What ? _Data._What : "Unknown exception"; }

private:
    __std_exception_data _Data;
};

class bad_exception : public exception {
public:
    bad_exception() noexcept : exception("bad exception", 1) {}
};

class bad_alloc : public exception {
public:
    bad_alloc() noexcept : exception("bad allocation", 1) {}

private:
    friend class bad_array_new_length;
    bad_alloc(char const *const _Message) noexcept : exception(_Message, 1) {}
};

class bad_array_new_length : public bad_alloc {
public:
    bad_array_new_length() noexcept : bad_alloc("bad array new length") {}
};
} // namespace std
#pragma pack(pop)
