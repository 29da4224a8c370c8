struct Span { int first, last; };

Span whole_range(int n)
{
    return (Span){0, n};
}
