#pragma once
int engine_max_rank();
