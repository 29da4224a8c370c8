const float grab_width = 0.06f;
const float border_width = 0.03f;
const float min_size = (4.0f * grab_width);
const float max_edge = (1.0f - grab_width - border_width);
const float spin_ms = (1500.0f);
float (*frame_hook)(float) = 0;

float frame_clamp(float size)
{
    const float low = (2.0f * min_size);
    return size < low ? low : size > max_edge ? max_edge : size;
}
