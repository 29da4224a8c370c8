int wave_peak(const float *v, int n) { int best = 0; for (int i = 1; i < n; ++i) if (v[i] > v[best]) best = i; return best; }
