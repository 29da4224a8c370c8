#define GRAB_WIDTH 0.06f
#define BORDER_WIDTH 0.03f
const float min_size = (4.0f * GRAB_WIDTH);
const float max_edge = (1.0f - GRAB_WIDTH - BORDER_WIDTH);
const float spin_ms = (1500.0f);
float (*frame_hook)(float) = 0;

float frame_clamp(float size)
{
    const float low = (2.0f * min_size);
    return size < low ? low : size > max_edge ? max_edge : size;
}
