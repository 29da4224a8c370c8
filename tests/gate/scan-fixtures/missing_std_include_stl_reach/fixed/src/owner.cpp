#include <vector>
#include <memory>

struct Node {
    int value;
};

std::unique_ptr<Node> make_node(int v)
{
    return std::unique_ptr<Node>(new Node{v});
}
