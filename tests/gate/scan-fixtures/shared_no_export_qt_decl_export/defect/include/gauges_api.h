#pragma once
#include <QtCore/QtGlobal>

#if defined(GAUGES_LIBRARY_BUILD)
#define GAUGES_API
#else
#define GAUGES_API
#endif
