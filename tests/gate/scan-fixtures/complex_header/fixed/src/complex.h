#pragma once
/* the project's own complex-number helpers */
struct engine_complex { double re, im; };
