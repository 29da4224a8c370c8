/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's crtdbg.h has the report-destination items, _HFILE, the
 * _CRTDBG_MODE_* and _CRTDBG_FILE_* values, and _CrtSetReportFile, which in a release build
 * (no _DEBUG) does nothing and returns no file. Wine's has none of them. The debug CRT does not
 * exist in Wine (the lane builds /MD only), so only the release form is given. */
#pragma once
#include_next <crtdbg.h>

#ifndef _WINPORT_CRTDBG_SUPPLEMENT
#define _WINPORT_CRTDBG_SUPPLEMENT
typedef void *_HFILE;
#ifndef _CRTDBG_MODE_FILE
#define _CRTDBG_MODE_FILE 0x1
#define _CRTDBG_MODE_DEBUG 0x2
#define _CRTDBG_MODE_WNDW 0x4
#define _CRTDBG_REPORT_MODE (-1)
#endif
#define _CRTDBG_INVALID_HFILE ((_HFILE)(intptr_t)-1)
#define _CRTDBG_HFILE_ERROR ((_HFILE)(intptr_t)-2)
#define _CRTDBG_FILE_STDOUT ((_HFILE)(intptr_t)-4)
#define _CRTDBG_FILE_STDERR ((_HFILE)(intptr_t)-5)
#define _CRTDBG_REPORT_FILE ((_HFILE)(intptr_t)-6)
#ifndef _DEBUG
#define _CrtSetReportFile(t, f) ((_HFILE)0)
#endif
#endif
