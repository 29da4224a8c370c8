#pragma once
#include <cstdint>

struct Register {
    using Handler = void (*)(std::uint32_t);
    template <std::uint32_t Mask> void setMask() { mask = Mask; }
    void setHandler(Handler h) { handler = h; }
    std::uint32_t mask = 0;
    Handler handler = nullptr;
};

template <typename Reg>
class Bank {
public:
    template <std::uint32_t Mask>
    void configure(typename Reg::Handler handler)
    {
        Reg &reg = regs[0];
        reg.template setMask<Mask>();     // a template-id after the keyword: fine
        reg.template setHandler(handler); // no argument list: cl.exe rejects
        Reg *last = &regs[3];
        last->template setHandler(handler);
    }

private:
    Reg regs[4];
};
