#include <mesh/mesh.h>

int main()
{
    try {
        mesh::Mesh::Options options;
        mesh::Mesh cube(options);
        return cube.faces() == 6 ? 0 : 1;
    } catch (const mesh::Mesh::Error &) {
        return 2;
    }
}
