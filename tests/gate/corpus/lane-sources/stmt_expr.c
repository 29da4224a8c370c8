#define MAX(a, b) ({ int _a = (a), _b = (b); _a > _b ? _a : _b; })
int biggest(int x, int y) { return MAX(x, y); }
