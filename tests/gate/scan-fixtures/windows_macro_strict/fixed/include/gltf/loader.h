#pragma once

enum ParseStrictness { PERMISSIVE, STRICTNESS_STRICT, };
