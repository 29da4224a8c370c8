#pragma once
#include <QtCore/QtGlobal>

#if defined(GAUGES_LIBRARY_BUILD)
#define GAUGES_API Q_DECL_EXPORT
#else
#define GAUGES_API Q_DECL_IMPORT
#endif
