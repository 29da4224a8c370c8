#pragma once
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "graph/export.h"

namespace graph {

class GRAPH_API Node {
public:
    explicit Node(int id) : id_(id) {}
    int id() const { return id_; }

private:
    int id_;
};

// Exported, owns its nodes through a vector of unique_ptr: its copy operations deleted.
class GRAPH_API Graph {
public:
    Graph();
    ~Graph();
    Graph(const Graph &) = delete;
    Graph &operator=(const Graph &) = delete;
    Node *add(int id);

private:
    std::vector<std::unique_ptr<Node>> nodes_;
};

// A copy constructor and a copy assignment of its own.
class GRAPH_API Index {
public:
    Index();
    Index(const Index &other);
    Index &operator=(const Index &other);

private:
    std::map<std::string, std::unique_ptr<Node>> by_name_;
};

// A unique_ptr member of its own: the implicit copy is deleted, nothing to define.
class GRAPH_API Handle {
public:
    Handle();

private:
    std::unique_ptr<Node> node_;
};

// Moves declared: the implicit copy operations are deleted.
class GRAPH_API Batch {
public:
    Batch();
    Batch(Batch &&) noexcept;
    Batch &operator=(Batch &&) noexcept;

private:
    std::vector<std::unique_ptr<Node>> items_;
};

// Not exported: only its users' copies would be made, and none is.
class Scratch {
public:
    Scratch();

private:
    std::vector<std::unique_ptr<Node>> parts_;
};

class NonCopyable {
protected:
    NonCopyable() = default;
    NonCopyable(const NonCopyable &) = delete;
    NonCopyable &operator=(const NonCopyable &) = delete;
};

class Base {
public:
    virtual ~Base();
};

// Its base deletes the copy: its own implicit copy is deleted too.
class GRAPH_API Pool : public NonCopyable {
public:
    Pool();

private:
    std::vector<std::unique_ptr<Node>> free_;
};

// Its base can be copied: the implicit copy is made.
class GRAPH_API Layer : public Base {
public:
    Layer();
    Layer(const Layer &) = delete;
    Layer &operator=(const Layer &) = delete;

private:
    std::deque<std::unique_ptr<Node>> queue_;
};

// A unique_ptr member of its own beside the vector: the implicit copy is deleted.
class GRAPH_API Cache {
public:
    Cache();

private:
    std::vector<std::unique_ptr<Node>> entries_;
    std::unique_ptr<Node> last_;
};

// A const member deletes the implicit copy assignment, and the copy constructor is its own.
class GRAPH_API Span {
public:
    Span();
    Span(const Span &other);

private:
    const int size_;
    std::vector<std::unique_ptr<Node>> items_;
};

// A member whose class (Handle, above) holds a unique_ptr: the implicit copy is deleted.
class GRAPH_API Owner {
public:
    Owner();

private:
    Handle handle_;
    std::list<std::unique_ptr<Node>> nodes_;
};

} // namespace graph
