int core_step(int x);
int main() { return core_step(-1); }
