#pragma once
#include <stdexcept>

const char *message_text(int code);
