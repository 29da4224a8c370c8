/* A camera's clipping planes. */
struct camera {
    float near;
    float far;
};
