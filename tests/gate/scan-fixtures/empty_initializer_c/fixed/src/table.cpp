// C++ takes an empty initializer: no finding.
int table_first()
{
    int table[4] = {};
    return table[0];
}
