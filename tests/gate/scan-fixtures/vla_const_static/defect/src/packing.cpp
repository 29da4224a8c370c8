int pack(int max_parts) {
    int parts[max_parts];
    parts[0] = 1;
    return parts[0];
}
