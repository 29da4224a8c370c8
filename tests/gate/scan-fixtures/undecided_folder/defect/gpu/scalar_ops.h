/* Scalar helpers of the device kernels. */
__attribute__((overloadable)) float kernel_abs(float x);
