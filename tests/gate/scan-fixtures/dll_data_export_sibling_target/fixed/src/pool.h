#pragma once

// Private to the tally library: only its own sources include this header.
namespace tally {

class Pool {
public:
    static void take();
    static int used() { return count; }

private:
    static int count;
};

} // namespace tally
