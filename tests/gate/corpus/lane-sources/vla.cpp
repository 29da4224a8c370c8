int sum(int n) { int values[n]; for (int i = 0; i < n; ++i) values[i] = i; return values[n - 1]; }
