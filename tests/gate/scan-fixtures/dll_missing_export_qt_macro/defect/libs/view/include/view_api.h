#pragma once
#include <QtCore/qglobal.h>
#if defined(VIEW_LIBRARY_BUILD)
#define VIEW_API Q_DECL_EXPORT
#else
#define VIEW_API Q_DECL_IMPORT
#endif
