int tally_add(int a, int b);

int main()
{
    return tally_add(2, 2) == 4 ? 0 : 1;
}
