#pragma once
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

} // namespace graph
