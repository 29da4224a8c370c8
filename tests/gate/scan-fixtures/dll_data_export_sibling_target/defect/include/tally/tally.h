#pragma once

namespace tally {

class Counter {
public:
    static void bump();
    // Inline: the demo, a user of the DLL, compiles this read.
    static int read() { return total; }

private:
    static int total;
};

} // namespace tally
