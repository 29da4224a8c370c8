struct packing {
    const static int max_parts = 4;
    int parts[max_parts];
};
int pack() { packing p; p.parts[0] = 1; return p.parts[0]; }
