struct pair { char a, b; };
pair make(int x, int y) { return pair{x, y}; }
