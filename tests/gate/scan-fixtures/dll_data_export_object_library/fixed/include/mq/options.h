#pragma once

#if defined(_WIN32) && defined(MQ_BUILDING)
#define MQ_DATA __declspec(dllexport)
#elif defined(_WIN32)
#define MQ_DATA __declspec(dllimport)
#else
#define MQ_DATA
#endif

namespace mq {

class options {
public:
    MQ_DATA static const int DEFAULT_QOS;

    // Inline: every user of the DLL compiles this read of options::DEFAULT_QOS.
    options() { qos_ = DEFAULT_QOS; }
    explicit options(int qos);
    int qos() const { return qos_; }

private:
    int qos_;
};

} // namespace mq
