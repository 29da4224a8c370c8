/* A camera's clipping planes. */
struct camera {
    float near_plane;
    float far_plane;
};
