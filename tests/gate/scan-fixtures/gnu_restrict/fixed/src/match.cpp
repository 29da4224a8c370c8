struct MatchState { int bound; };

int match_first(MatchState & __restrict state, const int *__restrict values)
{
    return state.bound + values[0];
}
