struct Archive {
    template <typename T> Archive &operator&(T &) { return *this; }
};

void save(Archive &h, int *quests)
{
    h & quests[0];
}

int main()
{
    int scratch[1];
    (void)scratch;
    return 0;
}
