#pragma once

int tool_message_count();
