struct Params { int zero; int scale; };
float half(float x, float y) { return x * y; }

Params make_params()
{
    Params p = {
        .zero = 127,
        .scale = 2,
    };
    float h = half(1.0f,
        .5f);
    Params q = {
        .zero = 0,
        .scale = 1,
    };
    return p.zero > h ? p : q;
}
