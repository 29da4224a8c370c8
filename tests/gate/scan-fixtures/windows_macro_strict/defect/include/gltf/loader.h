#pragma once

enum ParseStrictness { PERMISSIVE, STRICT, };
