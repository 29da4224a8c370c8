#pragma once

namespace mq {

class options {
public:
    static const int DEFAULT_QOS;

    // Inline: every user of the DLL compiles this read of options::DEFAULT_QOS.
    options() { qos_ = DEFAULT_QOS; }
    explicit options(int qos);
    int qos() const { return qos_; }

private:
    int qos_;
};

} // namespace mq
