#include "graph/graph.h"

namespace graph {

Graph::Graph() = default;
Graph::~Graph() = default;

Node *Graph::add(int id)
{
    nodes_.push_back(std::make_unique<Node>(id));
    return nodes_.back().get();
}

Index::Index() = default;
Index::Index(const Index &) {}

Handle::Handle() = default;

Batch::Batch() = default;
Batch::Batch(Batch &&) noexcept = default;
Batch &Batch::operator=(Batch &&) noexcept = default;

Scratch::Scratch() = default;

Base::~Base() = default;
Pool::Pool() = default;
Layer::Layer() = default;
Cache::Cache() = default;
Span::Span() : size_(0) {}
Span::Span(const Span &other) : size_(other.size_) {}
Owner::Owner() = default;

} // namespace graph
