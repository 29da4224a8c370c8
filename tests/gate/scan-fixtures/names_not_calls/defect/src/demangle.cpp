float magnitude_squared(float _Complex z) { return z * z; }
