struct Gain { float base; float high; };

Gain unit_gain()
{
    return Gain{.base = 1.0f, .high = 1.0f};
}
