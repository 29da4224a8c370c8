#include <mesh/mesh.h>

namespace mesh {

Mesh::Options::Options() : subdivisions(1) {}

Mesh::Walker Mesh::Walker::start(const Mesh &)
{
    return Walker();
}

Mesh::Error::Error(const std::string &what) : std::runtime_error(what) {}

void Mesh::Cache::reset() {}

Mesh::Mesh(const Options &options) : faces_(options.subdivisions * 6)
{
    if (faces_ <= 0)
        throw Error("no faces");
}

int Mesh::faces() const
{
    return faces_;
}

} // namespace mesh
