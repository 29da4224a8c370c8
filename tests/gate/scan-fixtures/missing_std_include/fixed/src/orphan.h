#pragma once
/* Included by nothing in the tree: its users' includes are unknown. */
template <class It> void order_all(It a, It b) { std::sort(a, b); }
