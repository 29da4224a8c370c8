#pragma once
constexpr int engine_max_rank = 8;
