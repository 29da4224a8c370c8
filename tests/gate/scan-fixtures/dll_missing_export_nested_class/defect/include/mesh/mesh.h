#pragma once
#include <mesh/export.h>
#include <stdexcept>
#include <string>

namespace mesh {

class MESH_API Mesh
{
public:
    struct Options
    {
        Options();
        int subdivisions;
    };

    class Walker
    {
    public:
        static Walker start(const Mesh &mesh);
        int face() const { return face_; }

    private:
        int face_ = 0;
    };

    class Error : public std::runtime_error
    {
    public:
        explicit Error(const std::string &what);
    };

    explicit Mesh(const Options &options);
    int faces() const;

private:
    class Cache
    {
    public:
        void reset();
    };

    int faces_;
};

} // namespace mesh
