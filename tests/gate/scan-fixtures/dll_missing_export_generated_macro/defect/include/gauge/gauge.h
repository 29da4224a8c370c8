#pragma once
// GAUGE_EXPORT comes from the header generate_export_header() writes into the build folder.
#include <gauge/gauge_export.h>
#include <string>

namespace gauge {

GAUGE_EXPORT double read_level(int channel);
GAUGE_EXPORT void set_level(int channel, double value);
GAUGE_EXPORT std::string unit_name(int channel);
GAUGE_EXPORT int channel_count();

// Declared like its neighbours, without the macro: the DLL does not export it.
bool calibrated() noexcept;

} // namespace gauge
