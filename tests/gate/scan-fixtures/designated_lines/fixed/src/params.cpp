struct Params { int zero; int scale; };
float half(float x, float y) { return x * y; }

Params make_params()
{
    Params p = {};
    p.zero = 127;
    p.scale = 2;
    float h = half(1.0f,
        .5f);
    Params q = {};
    q.zero = 0;
    q.scale = 1;
    return p.zero > h ? p : q;
}
