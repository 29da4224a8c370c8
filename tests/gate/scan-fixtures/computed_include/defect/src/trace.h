#pragma once
#define TRACE_IMPL "trace_backtrace-inl.h"
