struct MatchState { int bound; };

int match_first(MatchState & __restrict__ state, const int *__restrict__ values)
{
    return state.bound + values[0];
}
