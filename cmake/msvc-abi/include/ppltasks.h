/* SPDX-License-Identifier: BSD-3-Clause */
// ppltasks.h: the Parallel Patterns Library is part of the closed VC toolset, not of
// microsoft/STL; <future> needs only Concurrency::create_task and task<void>::wait for
// std::async(std::launch::async, ...). Here a task is a thread of its own (the PPL runs it on a
// thread pool): the same observable behaviour for std::async, except that thread_local objects
// are never reused between tasks.
#pragma once
#include <memory>
#include <mutex>
#include <thread>
#include <utility>

namespace Concurrency {
template <class _Ty>
class task;

template <>
class task<void> {
public:
    task() = default;
    template <class _Fn>
    explicit task(_Fn&& _Func) : _State(std::make_shared<_Task_state>()) {
        _State->_Thread = std::thread(std::forward<_Fn>(_Func));
    }
    void wait() const {
        if (!_State)
            return;
        std::lock_guard<std::mutex> _Lock(_State->_Mutex);
        if (_State->_Thread.joinable())
            _State->_Thread.join();
    }

private:
    struct _Task_state {
        std::mutex _Mutex;
        std::thread _Thread;
        ~_Task_state() {
            if (_Thread.joinable())
                _Thread.join();
        }
    };
    std::shared_ptr<_Task_state> _State;
};

template <class _Fn>
task<void> create_task(_Fn&& _Func) {
    return task<void>(std::forward<_Fn>(_Func));
}
} // namespace Concurrency
namespace concurrency = Concurrency;
